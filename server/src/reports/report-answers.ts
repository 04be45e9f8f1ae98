// Report answers are served from the read cache while nothing they are computed from has
// changed: the basket's inputs and stored series, and who may see what (cache/dependencies.ts,
// reportDeps). An answer is the caller's own (their access was checked when it was computed),
// for one query, on one business day (the dashboard's "this year" and default dates depend on
// the day). It is kept serialized, with an ETag and its compressed forms (web/compressed-answer.ts),
// so a repeat is a map look-up.
import { createHash } from 'node:crypto';
import type { ChangeFeed } from '../cache/change-feed';
import { reportDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import { businessToday } from '../clock/business-clock';
import { CompressibleBody } from '../web/compressed-answer';

export interface CachedAnswer {
  body: CompressibleBody;
  etag: string;
}

export interface CachedPdf {
  pdf: Buffer;
  fileName: string;
  etag: string;
}

/** Report answers and rendered PDFs (a few hundred kilobytes each, so fewer are kept). */
export interface ReportCaches {
  reports: StampedCache<CachedAnswer>;
  pdfs: StampedCache<CachedPdf>;
}

export const createReportCaches = (changes: ChangeFeed): ReportCaches => ({
  reports: new StampedCache(changes, 2_000),
  pdfs: new StampedCache(changes, 100),
});

interface ReportRequest {
  url: string;
  tenantId: string;
  userId: string;
  query: unknown;
}

const answerKey = (request: ReportRequest, ...more: string[]) =>
  [
    request.url,
    request.tenantId,
    request.userId,
    JSON.stringify(request.query),
    businessToday(),
    ...more,
  ].join('|');

const etagOf = (content: string | Buffer) =>
  `W/"${createHash('sha1').update(content).digest('base64url')}"`;

export function reportAnswer(
  caches: ReportCaches,
  request: ReportRequest,
  compute: () => Promise<unknown>,
): Promise<CachedAnswer> {
  const key = answerKey(request);
  return caches.reports.get(key, reportDeps(request.tenantId), async () => {
    const json = JSON.stringify(await compute());
    return { body: new CompressibleBody(json), etag: etagOf(json) };
  });
}

/**
 * A rendered PDF, kept like an answer (and also per language): Chromium takes seconds to
 * render one, and a customer who downloads the same day's report again gets the same file.
 */
export function reportPdf(
  caches: ReportCaches,
  request: ReportRequest & { language: string },
  render: () => Promise<{ pdf: Buffer; fileName: string }>,
): Promise<CachedPdf> {
  const key = answerKey(request, request.language);
  return caches.pdfs.get(key, reportDeps(request.tenantId), async () => {
    const { pdf, fileName } = await render();
    return { pdf, fileName, etag: etagOf(pdf) };
  });
}
