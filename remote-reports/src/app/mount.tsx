import { createRemoteLifecycles } from '@crm/shared/remote';
import { routes } from '../config/routes';

export const lifecycles = createRemoteLifecycles({ name: 'reports', routes });
