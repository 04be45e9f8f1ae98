// `POST /api/app/import/{prices|deals|cash-flows}` (back office): the CSV file as the body
// (`text/csv`, UTF-8). Answers the report; when rows were rejected (then nothing was applied),
// 422 in ABP's error format, with each rejected row as a validation error and the whole report
// as the error's `data`.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { inRequestTenant } from '../auth/scoped';
import { AppError } from '../errors/app-error';
import { parseInput } from '../web/validate';
import { IMPORT_KINDS } from './import-kinds';
import { runImport, type ImportReport } from './import.service';

const params = v.object({ kind: v.picklist(IMPORT_KINDS) });
const body = v.pipe(v.string(), v.minLength(1), v.maxLength(50 * 1024 * 1024));

function rejection(report: ImportReport): AppError {
  return new AppError(422, 'Crm:ImportRejected', {
    params: [report.rejected.length],
    data: { ...report },
    validationErrors: report.rejected.map((row) => ({
      message: row.reason,
      members: [`rows[${row.line}].${row.column}`],
    })),
  });
}

export async function importRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: 50 * 1024 * 1024 },
    (_request, text, done) => done(null, text),
  );

  app.post(
    '/api/app/import/:kind',
    { config: { policy: 'Crm.PortfolioModify' }, bodyLimit: 50 * 1024 * 1024 },
    async (request, reply) => {
      const { kind } = parseInput(params, request.params);
      const text = parseInput(body, request.body);
      const report = await inRequestTenant(deps.db, request, (scope) =>
        runImport(scope, kind, text),
      );
      if (!report.applied) throw rejection(report);
      return reply.send(report);
    },
  );
}
