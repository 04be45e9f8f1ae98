// Utilities the contract pages call: a number in Persian words (amounts and percentages on
// contracts: integers up to 10²¹ − 1, negative numbers, zero, and decimals with up to nine
// decimals, see decimal-words.ts), as `POST /api/app/setting/convert-number-to-text?number`.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { toLatinDigits } from '@crm/shared/persian';
import type { AppDeps } from '../app-deps';
import { AUTHENTICATED } from '../auth/route-policy';
import { parseInput } from '../web/validate';
import { decimalToPersianWords, MAX_FRACTION_DIGITS } from './decimal-words';

/**
 * Digits (Persian, Arabic or Latin) with an optional sign, thousands separators and a decimal
 * point (`.` or the Persian `٫`) followed by up to nine digits (trailing zeros aside).
 */
export const numberQuerySchema = v.object({
  number: v.pipe(
    v.string(),
    v.transform((text) =>
      toLatinDigits(text)
        .replace(/[\s,٬،_]/g, '')
        .replace(/^[−‐-]/, '-')
        .replace('٫', '.'),
    ),
    v.regex(new RegExp(`^-?\\d{1,21}(\\.\\d{1,${MAX_FRACTION_DIGITS}}0*)?$`)),
  ),
});

export async function utilityRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.post(
    '/api/app/setting/convert-number-to-text',
    { config: { policy: AUTHENTICATED } },
    async (request, reply) => {
      const { number } = parseInput(numberQuerySchema, request.query);
      return reply.type('text/plain; charset=utf-8').send(decimalToPersianWords(number));
    },
  );
}
