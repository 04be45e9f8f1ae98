import { describeNavigation, pickTexts, toNavigationRoutes } from './navigation';
import type { RouteDef } from './remote';

const page = async () => ({ default: () => null });

const routes: RouteDef[] = [
  {
    path: '/identity',
    layout: 'application',
    titleKey: 'AbpIdentity::Menu:IdentityManagement',
    children: [
      { path: '/identity/users', policy: 'AbpIdentity.Users', titleKey: '::Menu:Users', page },
    ],
  },
];

describe('a remote’s navigation as data', () => {
  it('keeps every route’s path, layout, policy and title and says which show a page', () => {
    expect(toNavigationRoutes(routes)).toEqual([
      {
        path: '/identity',
        layout: 'application',
        titleKey: 'AbpIdentity::Menu:IdentityManagement',
        hasPage: false,
        children: [
          {
            path: '/identity/users',
            policy: 'AbpIdentity.Users',
            titleKey: '::Menu:Users',
            hasPage: true,
          },
        ],
      },
    ]);
  });

  it('picks a namespaced key from its resource only, a default-resource key from every one', () => {
    const texts = pickTexts(['AbpIdentity::Roles', '::Menu:Users'], {
      AbpIdentity: {
        fa: { Roles: 'نقش‌ها', 'Menu:Users': 'کاربران', Other: 'x' },
        en: { Roles: 'Roles', 'Menu:Users': 'Users' },
      },
      Crm: { fa: { Roles: 'نه این', 'Menu:Users': 'کاربرها' }, en: {} },
    });
    expect(texts).toEqual({
      fa: {
        AbpIdentity: { Roles: 'نقش‌ها', 'Menu:Users': 'کاربران' },
        Crm: { 'Menu:Users': 'کاربرها' },
      },
      en: { AbpIdentity: { Roles: 'Roles', 'Menu:Users': 'Users' } },
    });
  });

  it('carries the texts of the route titles and of the menu labels, own or by name', () => {
    const navigation = describeNavigation({
      routes,
      menu: [
        { name: 'Users', path: '/identity/users', order: 1 },
        { name: 'Roles', path: '/identity/roles', order: 2, labelKey: 'AbpIdentity::Roles' },
      ],
      resources: {
        AbpIdentity: {
          fa: {
            'Menu:IdentityManagement': 'مدیریت هویت',
            'Menu:Users': 'کاربران',
            Roles: 'نقش‌ها',
          },
          en: { 'Menu:IdentityManagement': 'Identity', 'Menu:Users': 'Users', Roles: 'Roles' },
        },
      },
    });
    expect(navigation.texts.fa).toEqual({
      AbpIdentity: {
        'Menu:IdentityManagement': 'مدیریت هویت',
        'Menu:Users': 'کاربران',
        Roles: 'نقش‌ها',
      },
    });
    expect(JSON.parse(JSON.stringify(navigation))).toEqual(navigation);
  });
});
