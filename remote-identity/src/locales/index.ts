import { addResources } from '@crm/shared';
import { resources } from './resources';

/** Registers the remote's texts, one namespace per resource (local fallbacks of the server's). */
export function registerLocales(): void {
  for (const [namespace, texts] of Object.entries(resources)) addResources(namespace, texts);
}
