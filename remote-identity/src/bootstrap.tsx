import { renderStandalone } from '@crm/shared/remote';
import { registerLocales } from './locales';
import { routes } from './config/routes';

registerLocales();
void renderStandalone({ name: 'identity', routes }, document.getElementById('root')!);
