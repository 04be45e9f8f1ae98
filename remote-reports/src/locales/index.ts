import { addResources } from '@crm/shared';
import { en } from './en';
import { fa } from './fa';

export function registerLocales(): void {
  addResources('reports', { fa: fa.reports, en: en.reports });
  addResources('Crm', { fa: fa.Crm, en: en.Crm });
}
