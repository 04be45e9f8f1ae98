// Helpers for tests of code that calls the API: a jest fetch mock and a stand-in for the
// browser's location and cookies where jest runs in Node (jsdom has no fetch).

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** An ABP error answer: `_AbpErrorFormat: true` and `{error}`. */
export function abpErrorResponse(status: number, error: Record<string, unknown>): Response {
  return jsonResponse({ error }, { status, headers: { _AbpErrorFormat: 'true' } });
}

function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}

/**
 * Replaces `fetch` with a jest mock answering through `handler` (and, like fetch, rejecting
 * when the request's signal aborts); the requests are kept.
 */
export function mockFetch(handler: FetchHandler) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return Promise.race([handler(request), abortion(request.signal)]);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}

/** Defines `location` (and `document.cookie`) on the Node global; returns the undo. */
export function stubBrowser({ href = 'http://localhost/', cookie = '' } = {}): () => void {
  const had = { location: 'location' in globalThis, document: 'document' in globalThis };
  Object.defineProperty(globalThis, 'location', { value: new URL(href), configurable: true });
  Object.defineProperty(globalThis, 'document', { value: { cookie }, configurable: true });
  return () => {
    if (!had.location) Reflect.deleteProperty(globalThis, 'location');
    if (!had.document) Reflect.deleteProperty(globalThis, 'document');
  };
}

/**
 * Waits, one macrotask at a time, until `condition` holds: for a state the code under test
 * reaches by itself (requests in flight), without betting on how long that takes.
 */
export async function until(condition: () => boolean, what: string, turns = 1000): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`${what}: still not so after ${turns} turns of the event loop`);
}
