// The remote's texts by namespace: registered when the remote loads, and the source of the
// navigation texts its build hands to the host (../navigation.ts).
import type { RemoteResources } from '@crm/shared/contracts';
import { enBackOffice } from './en-back-office';
import { enWizard } from './en-wizard';
import { faBackOffice } from './fa-back-office';
import { faWizard } from './fa-wizard';

/** Menu labels (also on the server; here so the standalone remote shows them). */
const faMenu = {
  'Menu:AssetManagement': 'مدیریت دارایی',
  'Menu:PortfolioWage': 'کارمزد سبد',
  'Menu:PortfolioModify': 'ویرایش سبدها',
  'Menu:QuestionModify': 'ویرایش پرسش‌نامه',
};
const enMenu: Record<keyof typeof faMenu, string> = {
  'Menu:AssetManagement': 'Asset management',
  'Menu:PortfolioWage': 'Portfolio wages',
  'Menu:PortfolioModify': 'Portfolio administration',
  'Menu:QuestionModify': 'Questionnaire administration',
};

export const fa = { ...faWizard, ...faBackOffice };
export const en: Record<keyof typeof fa, string> = { ...enWizard, ...enBackOffice };

export const resources: RemoteResources = {
  contracts: { fa, en },
  Crm: { fa: faMenu, en: enMenu },
};
