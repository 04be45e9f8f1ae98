// The module the host loads: route data, menu entries and the mount lifecycles (lazy).
import type { RemoteModule } from '@crm/shared/contracts';
import { menu } from './config/menu';
import { routes } from './config/routes';
import { registerLocales } from './locales';

registerLocales();

export const remote: RemoteModule = {
  name: 'reports',
  routes,
  menu,
  loadLifecycles: () =>
    import(/* webpackChunkName: "mount" */ './app/mount').then((m) => m.lifecycles),
};
