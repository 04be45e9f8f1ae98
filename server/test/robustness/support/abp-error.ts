// What ABP's clients rely on for a refused request: a JSON body `{ error: { code, message,
// details?, validationErrors? } }` with a message to show (localized), flagged by the
// `_AbpErrorFormat` header.
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const isTextOrNull = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

/** Why the answer is not a 4xx in ABP's error format, or undefined when it is one. */
export function abpErrorProblem(answer: Answer): string | undefined {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `content-type ${String(answer.headers['content-type'])}`;
  if (answer.headers['_abperrorformat'] !== 'true') return 'no _AbpErrorFormat header';
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return 'no error object';
  if (!isTextOrNull(error.code)) return 'error.code is not text';
  if (typeof error.message !== 'string' || error.message.trim() === '')
    return 'error.message is empty';
  if (!isTextOrNull(error.details)) return 'error.details is not text';
  const list = error.validationErrors;
  if (list !== undefined && list !== null) {
    if (!Array.isArray(list)) return 'validationErrors is not a list';
    for (const item of list as { message?: unknown; members?: unknown }[])
      if (typeof item?.message !== 'string' || !Array.isArray(item.members))
        return 'a validation error lacks message or members';
  }
  return undefined;
}
