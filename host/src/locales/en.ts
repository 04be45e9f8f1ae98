import type { faAbpAccount, faCrm, faHost } from './fa';

export const enHost: Record<keyof typeof faHost, string> = {
  AppName: 'Portfolio CRM',
  MainMenu: 'Main menu',
  MoreMenu: 'More',
  'Language.fa': 'فارسی',
  'Language.en': 'English',
  'Overrides.Title': 'Test releases are active in this session:',
  'Overrides.Clear': 'Back to the current releases',
  'Overrides.RefusedTitle': 'The test releases of this session were not applied:',
  'Overrides.Refused':
    'trying releases needs a signed-in user with the Platform.Remotes permission; this page shows the current releases.',
  'Overrides.Forget': 'Forget them',
  SkipToContent: 'Skip to main content',
  Breadcrumb: 'Breadcrumb',
  Close: 'Close',
  'Startup.Failed': 'The application could not start. Please reload the page.',
  'BasketPicker.Placeholder': 'Find a basket',
  'BasketPicker.More': 'There are more baskets; type more of the name or code.',
  HomeLink: '{{product}}, home page',
  'UserMenu.Profile': 'My profile',
  'HostHome.Title': 'Host administration',
  'HostHome.Intro': 'Tenants, application releases and the system settings are managed from here.',
};

export const enCrm: Record<keyof typeof faCrm, string> = {
  AppName: 'Portfolio CRM',
  Logout: 'Log out',
  'Menu:SecurityLog': 'Security log',
  'Menu:ChangePassword': 'Change password',
  'Menu:Administration': 'Administration',
  'Menu:Reports': 'Reports',
  'Menu:Contracts': 'Contracts',
  'Menu:Account': 'My account',
  'Menu:Home': 'Home',
};

export const enAbpAccount: Record<keyof typeof faAbpAccount, string> = { Close: 'Close' };
