import type { RouteDef } from '@crm/shared/contracts';

export const routes: RouteDef[] = [
  {
    path: '/account/login',
    layout: 'account',
    titleKey: 'AbpAccount::Login',
    page: () => import('../features/login/login-page'),
  },
  {
    path: '/account/register',
    layout: 'account',
    titleKey: 'AbpAccount::Register',
    page: () => import('../features/register/register-page'),
  },
  {
    path: '/account/forgot-password',
    layout: 'account',
    titleKey: 'AbpAccount::ForgotPassword',
    page: () => import('../features/forgot-password/forgot-password-page'),
  },
  {
    path: '/account/reset-password',
    layout: 'account',
    titleKey: 'AbpAccount::ResetPassword',
    page: () => import('../features/reset-password/reset-password-page'),
  },
  {
    path: '/account/manage',
    layout: 'application',
    titleKey: 'AbpAccount::ManageYourProfile',
    page: () => import('../features/manage/manage-page'),
  },
  {
    // Reached when the password has expired; needs only a signed-in user.
    path: '/changePassword',
    layout: 'application',
    titleKey: 'Crm::Menu:ChangePassword',
    page: () => import('../features/change-password/change-password-page'),
  },
  {
    path: '/securityLog',
    layout: 'application',
    policy: 'Crm.HomePage',
    titleKey: 'Crm::Menu:SecurityLog',
    page: () => import('../features/security-log/security-log-page'),
  },
];
