import type { faAbpAccount, faCrm, faHost } from './fa';

export const enHost: Record<keyof typeof faHost, string> = {
  AppName: 'Portfolio CRM',
  MainMenu: 'Main menu',
  'Language.fa': 'فارسی',
  'Language.en': 'English',
  'Overrides.Title': 'Test releases are active in this session:',
  'Overrides.Clear': 'Back to the current releases',
  'NotFound.Title': 'Resource not found!',
  'NotFound.Details': 'The resource requested could not found on the server.',
  GoHome: 'Go to the home page',
  SkipToContent: 'Skip to main content',
  Breadcrumb: 'Breadcrumb',
  Close: 'Close',
  'Startup.Failed': 'The application could not start. Please reload the page.',
  'BasketPicker.Placeholder': 'Find a basket by name or code',
  'BasketPicker.More': 'There are more baskets; type more of the name or code.',
  HomeLink: '{{product}}, home page',
  'UserMenu.Profile': 'My profile',
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
