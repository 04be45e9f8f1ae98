import { createRemoteLifecycles } from '@crm/shared';
import { routes } from '../config/routes';

export const lifecycles = createRemoteLifecycles({ name: 'reports', routes });
