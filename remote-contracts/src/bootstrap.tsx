import { renderStandalone } from '@crm/shared/remote';
import { registerLocales } from './locales';
import { routes } from './config/routes';

registerLocales();
void renderStandalone({ name: 'contracts', routes }, document.getElementById('root')!);
