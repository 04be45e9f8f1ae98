// Utilities the contract pages call: an integer in Persian words (amounts on contracts, up to
// 10²¹ − 1, negative numbers and zero), as `POST /api/app/setting/convert-number-to-text?number`.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toLatinDigits, toPersianWords } from '@crm/shared/persian';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { parseInput } from '../web/validate';

/** Digits (Persian, Arabic or Latin) with an optional sign and thousands separators. */
export const numberQuerySchema = v.object({
  number: v.pipe(
    v.string(),
    v.transform((text) =>
      toLatinDigits(text)
        .replace(/[\s,٬،_]/g, '')
        .replace(/^[−‐-]/, '-'),
    ),
    v.regex(/^-?\d{1,21}$/),
  ),
});

export async function utilityRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.post(
    '/api/app/setting/convert-number-to-text',
    { config: { policy: AUTHENTICATED } },
    async (request, reply) => {
      const { number } = parseInput(numberQuerySchema, request.query);
      return reply.type('text/plain; charset=utf-8').send(toPersianWords(BigInt(number)));
    },
  );
}
