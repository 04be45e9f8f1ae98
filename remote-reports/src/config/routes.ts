// The report pages (spec §2). Pages without a policy of their own in spec §6 take their nearest
// menu entry's: the joint asset state that of BasketShareAssetState, joint deals that of
// ShareDeal, the special basket's financial view that of BalanceSheetCurrent, and TWRR that of
// Mwrr (the return reports). `/twrr/:showAsPage` is TWRR as a full page without the navbar.
import type { RouteDef } from '@crm/shared/contracts';

const page = (
  path: string,
  policy: string,
  title: string,
  load: RouteDef['page'],
  layout: RouteDef['layout'] = 'application',
): RouteDef => ({ path, layout, policy, titleKey: `Crm::Menu:${title}`, page: load });

const twrr = () => import('../features/returns/twrr-page');

export const routes: RouteDef[] = [
  page(
    '/',
    'Crm.HomePage',
    'Home',
    () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page'),
  ),
  page(
    '/portfolioStatus',
    'Crm.PortfolioStatus',
    'PortfolioStatus',
    () => import('../features/holdings/portfolio-status-page'),
  ),
  page(
    '/basketShareAssetState',
    'Crm.BasketShareAssetState',
    'BasketShareAssetState',
    () => import('../features/asset-states/basket-share-asset-state-page'),
  ),
  page(
    '/basketJointShareAssetState',
    'Crm.BasketShareAssetState',
    'BasketJointShareAssetState',
    () => import('../features/asset-states/joint-share-asset-state-page'),
  ),
  page(
    '/assetStateShare',
    'Crm.AssetStateShare',
    'AssetStateShare',
    () => import('../features/asset-states/asset-state-share-page'),
  ),
  page(
    '/balanceSheetCurrent',
    'Crm.BalanceSheetCurrent',
    'BalanceSheetCurrent',
    () => import('../features/balance-sheet/balance-sheet-page'),
  ),
  page(
    '/specialBasketFinancial',
    'Crm.BalanceSheetCurrent',
    'SpecialBasketFinancial',
    () => import('../features/special-financial/special-financial-page'),
  ),
  page(
    '/shareDeal',
    'Crm.ShareDeal',
    'ShareDeal',
    () => import('../features/deals/share-deals-page'),
  ),
  page(
    '/jointShareDeal',
    'Crm.ShareDeal',
    'JointShareDeal',
    () => import('../features/deals/joint-share-deals-page'),
  ),
  page(
    '/assetComposition',
    'Crm.AssetComposition',
    'AssetComposition',
    () => import('../features/composition/composition-page'),
  ),
  page('/turnover', 'Crm.Turnover', 'Turnover', () => import('../features/turnover/turnover-page')),
  page('/mwrr', 'Crm.Mwrr', 'Mwrr', () => import('../features/returns/mwrr-page')),
  page('/twrr', 'Crm.Mwrr', 'Twrr', twrr),
  page('/twrr/:showAsPage', 'Crm.Mwrr', 'Twrr', twrr, 'empty'),
];
