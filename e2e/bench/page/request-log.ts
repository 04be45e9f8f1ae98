// Every request a page sends (CDP Network.requestWillBeSent: documents, scripts, styles, fonts,
// XHR/fetch, redirects hop by hop), with its wall-clock time and whether the browser's cache
// answered it, so that a span of a page's life can be counted by type.
import type { CDPSession } from '@playwright/test';

export interface LoggedRequest {
  type: string;
  /** When it was sent, in ms since the epoch (comparable with Date.now() in the page). */
  sentAt: number;
  fromCache: boolean;
}

export class RequestLog {
  private readonly requests = new Map<string, LoggedRequest>();
  private readonly all: LoggedRequest[] = [];

  static async start(cdp: CDPSession): Promise<RequestLog> {
    const log = new RequestLog(cdp);
    await cdp.send('Network.enable');
    return log;
  }

  private constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      const request = {
        type: event.type ?? 'Other',
        sentAt: event.wallTime * 1000,
        fromCache: false,
      };
      this.requests.set(event.requestId, request);
      this.all.push(request);
    });
    const markCached = (requestId: string) => {
      const request = this.requests.get(requestId);
      if (request) request.fromCache = true;
    };
    cdp.on('Network.requestServedFromCache', (event) => markCached(event.requestId));
    cdp.on('Network.responseReceived', (event) => {
      const { response } = event;
      if (response.fromDiskCache || response.fromPrefetchCache) markCached(event.requestId);
    });
  }

  /** The requests sent from `from` up to and including `until` (both ms since the epoch). */
  between(from: number, until: number): LoggedRequest[] {
    return this.all.filter((request) => request.sentAt >= from && request.sentAt <= until);
  }
}

/** Counts per request type, largest first, e.g. [['Script', 20], ['Fetch', 6]]. */
export function countByType(requests: readonly LoggedRequest[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { type } of requests) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
