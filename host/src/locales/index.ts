import { enAbpAccount, enCrm, enHost } from './en';
import { faAbpAccount, faCrm, faHost } from './fa';

export const hostResources = {
  host: { fa: faHost, en: enHost },
  Crm: { fa: faCrm, en: enCrm },
  AbpAccount: { fa: faAbpAccount, en: enAbpAccount },
};
