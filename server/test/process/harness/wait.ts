// Polling with a deadline, for conditions that become true by themselves (a dependency back, a
// server recovering): resolves with the first value `probe` accepts, or fails with the last one.
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = lastError instanceof Error ? lastError.message : JSON.stringify(last);
      throw new Error(`${what}: not within ${timeoutMs} ms (last: ${seen})`);
    }
    await sleep(200);
  }
}
