// Reading one client-visible setting (`/api/app/setting/value-by-key`, text). The e-mail
// settings have their own routes (emailing/emailing.routes.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { inRequestTenant } from '../auth/scoped';
import { ForbiddenError, NotFoundError } from '../errors/app-error';
import { parseInput } from '../web/validate';
import { SETTINGS } from './setting-definitions';
import { settingValues } from './settings.service';

export const settingKeyQuerySchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export async function settingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/app/setting/value-by-key',
    { config: { policy: ANONYMOUS } },
    async (request, reply) => {
      const { key } = parseInput(settingKeyQuerySchema, request.query);
      const definition = SETTINGS.get(key);
      if (!definition) throw new NotFoundError('Crm:UnknownSetting', [key]);
      if (!definition.visibleToClients) throw new ForbiddenError('Crm:SettingNotVisible', [key]);
      const user = await request.crm.currentUser();
      const values = await inRequestTenant(deps.db, request, (scope) =>
        settingValues(scope, request.crm.tenant.isHost, user?.user.id),
      );
      return reply.type('text/plain; charset=utf-8').send(values.get(key) ?? '');
    },
  );
}
