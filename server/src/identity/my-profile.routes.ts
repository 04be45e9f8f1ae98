// ABP's `GET|PUT /api/account/my-profile` for the signed-in user (the password change is in
// account.routes.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant } from '../auth/scoped';
import { parseInput } from '../web/validate';
import { requestFacts } from './account-context';
import { updateProfileSchema } from './account.schemas';
import { profileDto, updateMyProfile } from './my-profile.service';

export async function myProfileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };

  app.get('/api/account/my-profile', { config }, async (request) => {
    const current = await requireUser(request);
    return profileDto(current.user);
  });

  app.put('/api/account/my-profile', { config }, async (request) => {
    const current = await requireUser(request);
    const input = parseInput(updateProfileSchema, request.body);
    const user = await inRequestTenant(deps.db, request, (scope) =>
      updateMyProfile(scope, requestFacts(request), current.user.id, input),
    );
    return profileDto(user);
  });
}
