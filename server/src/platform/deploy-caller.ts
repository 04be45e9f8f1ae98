// The deploy endpoints' check of the caller: a valid key (401 otherwise), and for a key of one
// remote, that remote only (403 naming the key and the remote it asked for).
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AuthenticationRequiredError, ForbiddenError } from '../errors/app-error';
import { authenticateDeployKey, type DeployCaller } from './deploy-keys.service';

export async function deployCaller(deps: AppDeps, request: FastifyRequest): Promise<DeployCaller> {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  const caller = await authenticateDeployKey(deps.db, deps.deployKey, presented);
  if (!caller) throw new AuthenticationRequiredError('Platform:DeployKeyRequired');
  return caller;
}

export function assertRemoteAllowed(caller: DeployCaller, remote: string): void {
  if (caller.remote !== null && caller.remote !== remote)
    throw new ForbiddenError('Platform:KeyNotForRemote', [caller.name, remote]);
}

export function assertOperator(caller: DeployCaller): void {
  if (caller.remote !== null)
    throw new ForbiddenError('Platform:OperatorKeyRequired', [caller.name]);
}
