// ABP's remote error format: header `_AbpErrorFormat: true`, body `{error: {...}}`.
import * as v from 'valibot';
import type { AbpRemoteError } from './http-error';

export const ABP_ERROR_FORMAT_HEADER = '_AbpErrorFormat';

const abpErrorBodySchema = v.looseObject({
  error: v.looseObject({
    code: v.nullish(v.string(), null),
    message: v.nullish(v.string(), ''),
    details: v.nullish(v.string(), null),
    data: v.nullish(v.record(v.string(), v.unknown()), null),
    validationErrors: v.nullish(
      v.array(
        v.looseObject({
          message: v.nullish(v.string(), ''),
          members: v.nullish(v.array(v.string()), []),
        }),
      ),
      null,
    ),
  }),
});

function asJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The ABP error of an answer, when it carries the format header and a readable body. */
export function parseAbpError(headers: Headers, body: unknown): AbpRemoteError | undefined {
  if (headers.get(ABP_ERROR_FORMAT_HEADER)?.toLowerCase() !== 'true') return undefined;
  const parsed = v.safeParse(abpErrorBodySchema, asJson(body));
  if (!parsed.success) return undefined;
  const { code, message, details, data, validationErrors } = parsed.output.error;
  return {
    code,
    message,
    details,
    data,
    validationErrors:
      validationErrors?.map(({ message, members }) => ({ message, members })) ?? null,
  };
}
