// Who released, promoted or rolled back, as the server records it (`key:<name>`, `user:<name>`,
// `operator`, `system`), as a localization key and its parameters.

import { isolate } from '@crm/shared';

export function actorText(actor: string | null): [key: string, ...params: string[]] {
  if (actor?.startsWith('key:')) return ['adminSettings::Releases.ByKey', isolate(actor.slice(4))];
  if (actor?.startsWith('user:'))
    return ['adminSettings::Releases.ByUser', isolate(actor.slice(5))];
  if (actor === 'operator') return ['adminSettings::Releases.ByOperator'];
  if (actor === 'system') return ['adminSettings::Releases.BySystem'];
  return ['adminSettings::Releases.ByUnknown'];
}
