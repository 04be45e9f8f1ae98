import type { FastifyRequest } from 'fastify';

export type Culture = 'fa' | 'en';
export const DEFAULT_CULTURE: Culture = 'fa';

export function toCulture(tag: string | undefined): Culture | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'fa' || language === 'en' ? language : undefined;
}

/** A client's cookie may hold any bytes: a value that is not valid percent-encoding stays as is. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** ASP.NET's culture cookie value `c=fa-IR|uic=fa-IR`: the UI culture wins. */
function fromCultureCookie(header: string | undefined): Culture | undefined {
  const cookie = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('.AspNetCore.Culture='));
  if (!cookie) return undefined;
  const value = decodeOrKeep(cookie.slice('.AspNetCore.Culture='.length));
  const fields = Object.fromEntries(
    value.split('|').map((pair) => pair.split('=') as [string, string]),
  );
  return toCulture(fields.uic) ?? toCulture(fields.c);
}

function fromAcceptLanguage(header: string | undefined): Culture | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const culture = toCulture(tag);
    if (culture) return culture;
  }
  return undefined;
}

function fromQuery(query: unknown): Culture | undefined {
  const values = (query ?? {}) as Record<string, unknown>;
  const pick = (name: string) =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined;
  return toCulture(pick('ui-culture')) ?? toCulture(pick('culture'));
}

/** The request's culture: `?ui-culture=`/`?culture=`, culture cookie, Accept-Language, Persian. */
export function requestCulture(
  request: Pick<FastifyRequest, 'headers'> & { query?: unknown },
): Culture {
  return (
    fromQuery(request.query) ??
    fromCultureCookie(request.headers.cookie) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_CULTURE
  );
}
