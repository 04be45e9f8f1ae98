// The credential rate limits count in fixed one-minute windows (web/rate-limit.ts): a test that
// spends a budget and expects the next try refused fails if a new minute starts in between, the
// count back at zero. Such a test first waits, when needed, for a window with time to spare.
import { setTimeout as sleep } from 'node:timers/promises';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/web/rate-limit';

/** Resolves at once when `spareSeconds` are left in this window, else at the next one's start. */
export async function freshRateWindow(spareSeconds = 15): Promise<void> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < spareSeconds * 1000) await sleep(leftMs + 50);
}
