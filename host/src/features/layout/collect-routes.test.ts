import type { RemoteModule } from '@crm/shared/contracts';
import type { ActiveRemote } from '@crm/shared/platform';
import type { RemoteEntryState } from '../remotes/remote-store';
import { collectRoutes } from './collect-routes';
import { collectMenu } from './menu/menu';

const page = () => Promise.resolve({ default: () => null });
const release = (name: ActiveRemote['name'], areas: string[]): ActiveRemote => ({
  name,
  version: '1.0.0',
  entry: '',
  remoteEntry: '',
  integrity: '',
  areas,
  overridden: false,
});
const remoteModule = (name: string, partial: Partial<RemoteModule>): RemoteModule => ({
  name,
  routes: [],
  menu: [],
  loadLifecycles: jest.fn(),
  ...partial,
});

const remotes: Record<string, RemoteEntryState> = {
  identity: {
    status: 'ready',
    release: release('identity', ['/identity']),
    module: remoteModule('identity', {
      routes: [
        {
          path: '/identity',
          layout: 'application',
          policy: 'AbpIdentity.Users',
          titleKey: '::Menu:Administration',
          children: [{ path: '/identity/users', page, titleKey: 'AbpIdentity::Users' }],
        },
      ],
      menu: [
        { name: 'Users', path: '/identity/users', order: 2, parentName: 'Administration' },
        { name: 'Roles', path: '/identity/roles', order: 1, parentName: 'Administration' },
      ],
    }),
  },
  reports: {
    status: 'ready',
    release: release('reports', ['/']),
    module: remoteModule('reports', {
      routes: [
        { path: '/', layout: 'application', page },
        { path: '/bare', page },
      ],
      menu: [
        { name: 'Mwrr', path: '/mwrr', order: 9 },
        { name: 'Home', path: '/', order: 1 },
        { name: 'Hidden', path: '/x', order: 3, invisible: true },
      ],
    }),
  },
  contracts: {
    status: 'failed',
    release: release('contracts', ['/assetManagement', '/']),
    error: new Error('down'),
  },
};

describe('collectRoutes', () => {
  it('takes each page with the layout and policy inherited from its ancestors', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = collectRoutes(remotes);
    expect(routes).toContainEqual({
      path: '/identity/users',
      crumbs: [{ path: '/identity/users', titleKey: 'AbpIdentity::Users' }],
      layout: 'application',
      remote: 'identity',
      policy: 'AbpIdentity.Users',
      titleKey: 'AbpIdentity::Users',
    });
    expect(routes.find((r) => r.path === '/identity')).toBeUndefined();
  });

  it('gives a route without any layout the empty layout, with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(collectRoutes(remotes).find((r) => r.path === '/bare')?.layout).toBe('empty');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/bare'));
  });

  it('covers the areas of a remote that failed to load, so its fallback shows there', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = collectRoutes(remotes).filter((r) => r.remote === 'contracts');
    expect(fallback.map((r) => r.path)).toEqual(['/assetManagement/*', '/']);
    expect(fallback.every((r) => r.layout === 'application')).toBe(true);
  });
});

describe('collectMenu', () => {
  it('orders visible entries and separates the administration group', () => {
    const menu = collectMenu(remotes);
    expect(menu.main.map((e) => e.name)).toEqual(['Home', 'Mwrr']);
    expect(menu.administration.map((e) => e.name)).toEqual(['Roles', 'Users']);
  });
});

describe('a remote known by its release’s navigation', () => {
  const navigation: NonNullable<ActiveRemote['navigation']> = {
    routes: [
      {
        path: '/identity',
        layout: 'application',
        policy: 'AbpIdentity.Users',
        titleKey: '::Menu:Administration',
        hasPage: false,
        children: [{ path: '/identity/users', titleKey: 'AbpIdentity::Users', hasPage: true }],
      },
    ],
    menu: [{ name: 'Users', path: '/identity/users', order: 2, parentName: 'Administration' }],
    texts: { fa: {}, en: {} },
  };
  const known = (status: 'idle' | 'loading' | 'failed'): Record<string, RemoteEntryState> => ({
    identity: {
      status,
      release: { ...release('identity', ['/identity']), navigation },
      error: undefined,
    } as RemoteEntryState,
  });

  it('gives its routes and menu before its code is loaded, the same in every state', () => {
    const expected = [
      {
        path: '/identity/users',
        crumbs: [{ path: '/identity/users', titleKey: 'AbpIdentity::Users' }],
        layout: 'application',
        remote: 'identity',
        policy: 'AbpIdentity.Users',
        titleKey: 'AbpIdentity::Users',
      },
    ];
    for (const status of ['idle', 'loading', 'failed'] as const) {
      expect(collectRoutes(known(status))).toEqual(expected);
      expect(collectMenu(known(status)).administration.map((entry) => entry.name)).toEqual([
        'Users',
      ]);
    }
  });
});
