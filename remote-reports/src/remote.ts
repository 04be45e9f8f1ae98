// The module the host loads: route data, menu entries and the mount lifecycles. The lifecycles
// come in this module rather than a chunk of their own: every page of this remote mounts them at
// once, so a separate chunk was only one more request on each report page's load (issue 40).
import type { RemoteModule } from '@crm/shared/contracts';
import { lifecycles } from './app/mount';
import { menu } from './config/menu';
import { routes } from './config/routes';
import { registerLocales } from './locales';

registerLocales();

export const remote: RemoteModule = {
  name: 'reports',
  routes,
  menu,
  loadLifecycles: () => Promise.resolve(lifecycles),
};
