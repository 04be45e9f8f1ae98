import { addResources } from '@crm/shared';
import { en } from './en';
import { fa } from './fa';

export function registerLocales(): void {
  for (const namespace of Object.keys(fa) as (keyof typeof fa)[]) {
    addResources(namespace, { fa: fa[namespace], en: en[namespace] });
  }
}
