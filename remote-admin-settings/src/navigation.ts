// The remote's navigation as data, written into its release by the build (see
// @crm/shared/contracts/navigation); plain data modules only, as it runs at build time.
import { describeNavigation } from '@crm/shared/contracts';
import { menu } from './config/menu';
import { routes } from './config/routes';
import { resources } from './locales/resources';

export const navigation = describeNavigation({ routes, menu, resources });
