import { renderStandalone } from '@crm/shared/remote';
import { registerLocales } from './locales';
import { routes } from './config/routes';

registerLocales();
void renderStandalone({ name: 'account', routes }, document.getElementById('root')!);
