import type { RouteDef } from '@crm/shared/contracts';

export const routes: RouteDef[] = [
  {
    path: '/assetManagement',
    layout: 'application',
    policy: 'Crm.AssetManagement',
    titleKey: 'Crm::Menu:AssetManagement',
    page: () => import('../features/asset-management/asset-management-page'),
  },
  {
    path: '/portfolioModify',
    layout: 'application',
    policy: 'Crm.PortfolioModify',
    titleKey: 'Crm::Menu:PortfolioModify',
    page: () => import('../features/portfolio-modify/contracts-page'),
    children: [
      {
        path: '/portfolioModify/baskets',
        titleKey: 'contracts::Modify.BasketsTab',
        page: () => import('../features/portfolio-modify/baskets-page'),
      },
    ],
  },
  {
    path: '/portfolioWage',
    layout: 'application',
    policy: 'Crm.PortfolioWage',
    titleKey: 'Crm::Menu:PortfolioWage',
    page: () => import('../features/portfolio-wage/portfolio-wage-page'),
  },
  {
    path: '/questionModify',
    layout: 'application',
    policy: 'Crm.QuestionModify',
    titleKey: 'Crm::Menu:QuestionModify',
    page: () => import('../features/question-modify/question-modify-page'),
  },
];
