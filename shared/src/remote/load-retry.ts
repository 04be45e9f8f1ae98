// Code that failed to arrive (a remote's entry, a page's chunk) is asked for again a few times
// before its area shows an error: a dropped connection or a deploy's brief 404 should not cost
// the user a full reload. Only a failure to fetch is retried; code that arrived and threw (a
// container that fails while initialising, a page module that throws) fails at once, as trying
// again would only repeat it.

/** Waits before each retry: three retries, so four attempts at most. */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [250, 500, 1000];

// webpack's and rspack's chunk loading names its error ChunkLoadError ("Loading chunk 7
// failed"), and CSS chunks say "Loading CSS chunk"; Module Federation reports an entry that did
// not arrive as a ScriptNetworkError (wrapped in RUNTIME-008) and one that arrived but threw as
// a ScriptExecutionError; a browser's own dynamic import says "Failed to fetch …".
const LOAD_FAILURE =
  /ScriptNetworkError|Loading (CSS )?chunk \S+ failed|Failed to fetch|error loading dynamically imported module|Importing a module script failed/i;

/** Whether `error` says that code could not be fetched (worth another try). */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (/ScriptExecutionError/.test(error.message)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE.test(error.message);
}

export interface RetryOptions {
  delays?: readonly number[];
  /** Which failures are retried; the others are thrown at once. */
  retryable?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, waiting `delays` between tries; throws the last failure. */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  { delays = LOAD_RETRY_DELAYS_MS, retryable = isLoadFailure, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index + 1);
    } catch (error) {
      const delay = delays[index];
      if (delay === undefined || !retryable(error)) throw error;
      await sleep(delay);
    }
  }
}
