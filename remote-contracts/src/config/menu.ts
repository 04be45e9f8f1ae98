import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';

/** Spec §2: AssetManagement (11), PortfolioWage (12), PortfolioModify (13), QuestionModify (14). */
export const menu: MenuEntry[] = [
  {
    name: 'AssetManagement',
    parentName: MENU_GROUP.contracts,
    path: '/assetManagement',
    order: 11,
    policy: 'Crm.AssetManagement',
    iconName: 'DocumentSignature',
  },
  {
    name: 'PortfolioWage',
    parentName: MENU_GROUP.contracts,
    path: '/portfolioWage',
    order: 12,
    policy: 'Crm.PortfolioWage',
    iconName: 'Money',
  },
  {
    name: 'PortfolioModify',
    parentName: MENU_GROUP.contracts,
    path: '/portfolioModify',
    order: 13,
    policy: 'Crm.PortfolioModify',
    iconName: 'Briefcase',
  },
  {
    name: 'QuestionModify',
    parentName: MENU_GROUP.contracts,
    path: '/questionModify',
    order: 14,
    policy: 'Crm.QuestionModify',
    iconName: 'ClipboardTask',
  },
];
