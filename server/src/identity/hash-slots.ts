// argon2 runs on libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise),
// which also serves WebCrypto (the token check of every API request), zlib (compressed answers)
// and file reads. A burst of sign-ins would fill every thread with 50–150 ms hashes and stall
// all of that behind them (measured: polls waiting seconds while 40 users signed in). So at
// most half the pool hashes at once; further hashes wait here, first come first served.
const SLOTS = Math.max(1, Math.floor(Number(process.env.UV_THREADPOOL_SIZE ?? 4) / 2));

let busy = 0;
const waiting: (() => void)[] = [];

/** Runs `work` (one hash or verification) when a hashing slot is free. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy < SLOTS) busy += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or give it back.
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}
