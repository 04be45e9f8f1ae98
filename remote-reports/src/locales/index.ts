import { addResources } from '@crm/shared';
import { resources } from './resources';

export function registerLocales(): void {
  for (const [namespace, texts] of Object.entries(resources)) addResources(namespace, texts);
}
