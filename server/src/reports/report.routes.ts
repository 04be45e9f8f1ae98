// The report calls (report-routes.table.ts): each validates its query, runs its service for the
// signed-in user in the request's tenant, and answers JSON; plus the PDF of the asset-state
// report.
import { reportDayQuerySchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { inUserTenant } from '../auth/scoped';
import { requestCulture } from '../web/culture';
import { sendJsonAnswer } from '../web/compressed-answer';
import { parseInput } from '../web/validate';
import { assetStateReport } from './holdings/holdings.service';
import { renderAssetStatePdf } from './pdf/asset-state-pdf';
import { closePdfBrowser } from './pdf/chromium-pdf';
import { reportAnswer, reportPdf } from './report-answers';
import { PDF_ROUTE, REPORT_ROUTES } from './report-routes.table';

export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onClose', closePdfBrowser);
  for (const route of REPORT_ROUTES) {
    app.get(route.url, { config: { policy: route.policy } }, async (request, reply) => {
      const query = parseInput(route.query, request.query);
      const user = await requireUser(request);
      const answer = await reportAnswer(
        deps.caches,
        { url: route.url, tenantId: request.crm.tenant.id, userId: user.user.id, query },
        () => inUserTenant(deps.db, request, (scope, current) => route.run(scope, current, query)),
      );
      reply.header('Cache-Control', 'private, no-cache').header('ETag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return sendJsonAnswer(request, reply, answer.body);
    });
  }

  app.get(
    PDF_ROUTE,
    { config: { policy: 'Crm.BasketShareAssetState' } },
    async (request, reply) => {
      const query = parseInput(reportDayQuerySchema, request.query);
      const user = await requireUser(request);
      const language = requestCulture(request);
      const answer = await reportPdf(
        deps.caches,
        { url: PDF_ROUTE, tenantId: request.crm.tenant.id, userId: user.user.id, query, language },
        async () => {
          const report = await inUserTenant(deps.db, request, (scope, current) =>
            assetStateReport(scope, current, query),
          );
          const fileName = `asset-state-${report.header.basketCode}-${report.date}.pdf`;
          return { pdf: await renderAssetStatePdf(report, language), fileName };
        },
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${answer.fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('ETag', answer.etag)
        .send(answer.pdf);
    },
  );
}
