// Report answers are served from the read cache while nothing they are computed from has
// changed: the basket's inputs and stored series, and who may see what (cache/read-caches.ts,
// reportDeps). An answer is the caller's own (their access was checked when it was computed),
// for one query, on one business day (the dashboard's "this year" and default dates depend on
// the day). It is kept serialized, with an ETag, so a repeat is a map look-up.
import { createHash } from 'node:crypto';
import type { ReadCaches } from '../cache/read-caches';
import { reportDeps } from '../cache/read-caches';
import { businessToday } from '../clock/business-clock';

export interface CachedAnswer {
  json: string;
  etag: string;
}

export function reportAnswer(
  caches: ReadCaches,
  request: { url: string; tenantId: string; userId: string; query: unknown },
  compute: () => Promise<unknown>,
): Promise<CachedAnswer> {
  const key = [
    request.url,
    request.tenantId,
    request.userId,
    JSON.stringify(request.query),
    businessToday(),
  ].join('|');
  return caches.reports.get(key, reportDeps(request.tenantId), async () => {
    const json = JSON.stringify(await compute());
    return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
  });
}
