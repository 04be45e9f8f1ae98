// ABP's application configuration and localization endpoints (anonymous; they describe the
// caller, whoever that is).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { requestCulture, toCulture, DEFAULT_CULTURE } from '../web/culture';
import { parseInput } from '../web/validate';
import { issueXsrfCookie } from '../web/xsrf';
import { applicationConfiguration } from './application-configuration';
import { currentCultureDto } from './cultures';
import { localizationResources } from './localization-dto';

const booleanText = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', 'True', 'False']), fallback ? 'true' : 'false'),
    v.transform((value) => value.toLowerCase() === 'true'),
  );

export const configurationQuerySchema = v.object({
  includeLocalizationResources: booleanText(true),
});
export const localizationQuerySchema = v.object({
  cultureName: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  onlyDynamics: booleanText(false),
});

export async function appConfigRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const secure = deps.origin().startsWith('https:');

  app.get(
    '/api/abp/application-configuration',
    { config: { policy: ANONYMOUS } },
    async (request, reply) => {
      const { includeLocalizationResources } = parseInput(configurationQuerySchema, request.query);
      issueXsrfCookie(request, reply, secure);
      const { json, etag } = await applicationConfiguration(deps.db, deps.caches, {
        culture: requestCulture(request),
        tenant: request.crm.tenant,
        currentUser: await request.crm.currentUser(),
        includeLocalizationResources,
      });
      // Private to the caller and revalidated on every use: a reload sends If-None-Match and
      // gets a 304 when nothing it shows has changed.
      reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
      reply.header('Vary', 'Authorization, Cookie, Accept-Language, __tenant');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/api/abp/application-localization',
    { config: { policy: ANONYMOUS } },
    async (request) => {
      const { cultureName, onlyDynamics } = parseInput(localizationQuerySchema, request.query);
      const culture = toCulture(cultureName) ?? DEFAULT_CULTURE;
      return {
        resources: localizationResources(culture, onlyDynamics),
        currentCulture: currentCultureDto(culture),
      };
    },
  );
}
