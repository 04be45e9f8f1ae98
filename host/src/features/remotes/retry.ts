/** Delays between attempts: a remote gets three quick tries before its area shows an error. */
export const RETRY_DELAYS_MS = [300, 1000];

export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index + 1);
    } catch (error) {
      const delay = delays[index];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
