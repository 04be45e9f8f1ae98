import { REMOTE_NAMES } from '@crm/shared/platform';
import { NotFoundError } from '../errors/app-error';

export function assertKnownRemote(name: string): void {
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    throw new NotFoundError('Platform:UnknownRemote', [name]);
}
