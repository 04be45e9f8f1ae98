// The report pages (spec §2). Pages without a policy of their own in spec §6 take their nearest
// menu entry's: the joint asset state that of BasketShareAssetState, joint deals that of
// ShareDeal, the special basket's financial view that of BalanceSheetCurrent, and TWRR that of
// Mwrr (the return reports). `/twrr/:showAsPage` is TWRR as a full page without the navbar.
import type { RouteDef } from '@crm/shared/contracts';
import { spanFirst } from '../lib/span-first';

const page = (
  path: string,
  policy: string,
  title: string,
  load: RouteDef['page'],
  layout: RouteDef['layout'] = 'application',
): RouteDef => ({ path, layout, policy, titleKey: `Crm::Menu:${title}`, page: load });

const twrr = (path: string) => spanFirst(path, () => import('../features/returns/twrr-page'));

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
    spanFirst('/portfolioStatus', () => import('../features/holdings/portfolio-status-page')),
  ),
  page(
    '/basketShareAssetState',
    'Crm.BasketShareAssetState',
    'BasketShareAssetState',
    spanFirst(
      '/basketShareAssetState',
      () => import('../features/asset-states/basket-share-asset-state-page'),
    ),
  ),
  page(
    '/basketJointShareAssetState',
    'Crm.BasketShareAssetState',
    'BasketJointShareAssetState',
    spanFirst(
      '/basketJointShareAssetState',
      () => import('../features/asset-states/joint-share-asset-state-page'),
      'joint',
    ),
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
    spanFirst('/balanceSheetCurrent', () => import('../features/balance-sheet/balance-sheet-page')),
  ),
  page(
    '/specialBasketFinancial',
    'Crm.BalanceSheetCurrent',
    'SpecialBasketFinancial',
    spanFirst(
      '/specialBasketFinancial',
      () => import('../features/special-financial/special-financial-page'),
      'special',
    ),
  ),
  page(
    '/shareDeal',
    'Crm.ShareDeal',
    'ShareDeal',
    spanFirst('/shareDeal', () => import('../features/deals/share-deals-page')),
  ),
  page(
    '/jointShareDeal',
    'Crm.ShareDeal',
    'JointShareDeal',
    spanFirst('/jointShareDeal', () => import('../features/deals/joint-share-deals-page'), 'joint'),
  ),
  page(
    '/assetComposition',
    'Crm.AssetComposition',
    'AssetComposition',
    spanFirst('/assetComposition', () => import('../features/composition/composition-page')),
  ),
  page(
    '/turnover',
    'Crm.Turnover',
    'Turnover',
    spanFirst('/turnover', () => import('../features/turnover/turnover-page')),
  ),
  page(
    '/mwrr',
    'Crm.Mwrr',
    'Mwrr',
    spanFirst('/mwrr', () => import('../features/returns/mwrr-page')),
  ),
  page('/twrr', 'Crm.Mwrr', 'Twrr', twrr('/twrr')),
  page('/twrr/:showAsPage', 'Crm.Mwrr', 'Twrr', twrr('/twrr/:showAsPage'), 'empty'),
];
