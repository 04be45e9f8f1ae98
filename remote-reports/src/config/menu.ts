// Main-menu entries with the spec's orders and policies (§2, §6).
import { MENU_GROUP, type MenuEntry } from '@crm/shared/contracts';

const entry = (name: string, path: string, order: number, iconName: string): MenuEntry => ({
  name,
  path,
  order,
  policy: `Crm.${name === 'Home' ? 'HomePage' : name}`,
  iconName,
  // Home stays a top-level link; every report sits in the Reports group.
  ...(name === 'Home' ? {} : { parentName: MENU_GROUP.reports }),
});

export const menu: MenuEntry[] = [
  entry('Home', '/', 1, 'Home'),
  entry('PortfolioStatus', '/portfolioStatus', 2, 'Briefcase'),
  entry('BasketShareAssetState', '/basketShareAssetState', 3, 'DocumentTable'),
  entry('AssetStateShare', '/assetStateShare', 4, 'DataBarVertical'),
  entry('BalanceSheetCurrent', '/balanceSheetCurrent', 5, 'Scales'),
  entry('ShareDeal', '/shareDeal', 5, 'ArrowSwap'),
  entry('AssetComposition', '/assetComposition', 7, 'DataPie'),
  entry('Turnover', '/turnover', 8, 'BookNumber'),
  entry('Mwrr', '/mwrr', 9, 'ArrowTrending'),
];
