// The report calls (report-routes.table.ts): each validates its query, runs its service for the
// signed-in user in the request's tenant, and answers JSON; plus the PDF of the asset-state
// report.
import { reportDayQuerySchema } from '@crm/shared/dto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { inUserTenant } from '../auth/scoped';
import { requestCulture } from '../web/culture';
import { parseInput } from '../web/validate';
import { assetStateReport } from './holdings/holdings.service';
import { renderAssetStatePdf } from './pdf/asset-state-pdf';
import { closePdfBrowser } from './pdf/chromium-pdf';
import { PDF_ROUTE, REPORT_ROUTES } from './report-routes.table';

export async function reportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addHook('onClose', closePdfBrowser);
  for (const route of REPORT_ROUTES) {
    app.get(route.url, { config: { policy: route.policy } }, (request) => {
      const query = parseInput(route.query, request.query);
      return inUserTenant(deps.db, request, (scope, user) => route.run(scope, user, query));
    });
  }

  app.get(
    PDF_ROUTE,
    { config: { policy: 'Crm.BasketShareAssetState' } },
    async (request, reply) => {
      const query = parseInput(reportDayQuerySchema, request.query);
      const report = await inUserTenant(deps.db, request, (scope, user) =>
        assetStateReport(scope, user, query),
      );
      const pdf = await renderAssetStatePdf(report, requestCulture(request));
      const name = `asset-state-${report.header.basketCode}-${report.date}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
