import { isLoadFailure, withRetry } from './load-retry';

function chunkLoadError() {
  const error = new Error('Loading chunk 412 failed.\n(error: http://x/412.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const entryNotFetched = new Error(
  '[ Federation Runtime ]: Failed to load script resources. Original Error Message:\n ScriptNetworkError: Failed to load script "http://x/remoteEntry.js"',
);
const entryThrew = new Error(
  '[ Federation Runtime ]: Failed to load script resources. Original Error Message:\n ScriptExecutionError: Script "http://x/remoteEntry.js" loaded but threw',
);

describe('which failures are worth another try', () => {
  it('retries code that did not arrive: a chunk, a remote entry, a dynamic import', () => {
    expect(isLoadFailure(chunkLoadError())).toBe(true);
    expect(isLoadFailure(new Error('Loading CSS chunk 9 failed.'))).toBe(true);
    expect(isLoadFailure(entryNotFetched)).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
  });

  it('does not retry code that arrived and threw, nor anything else', () => {
    expect(isLoadFailure(entryThrew)).toBe(false);
    expect(isLoadFailure(new Error('container init failed'))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed.')).toBe(false);
  });
});

describe('withRetry', () => {
  const sleep = jest.fn(() => Promise.resolve());
  beforeEach(() => sleep.mockClear());

  it('returns the first success after waiting the backoff between tries', async () => {
    const attempt = jest
      .fn()
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValueOnce('page');
    await expect(withRetry(attempt, { sleep })).resolves.toBe('page');
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(sleep.mock.calls).toEqual([[250], [500]]);
  });

  it('tries four times at most (three retries, 250, 500 and 1000 ms) and throws the last failure', async () => {
    const last = chunkLoadError();
    const attempt = jest
      .fn()
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(last)
      .mockResolvedValue('too late');
    await expect(withRetry(attempt, { sleep })).rejects.toBe(last);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[250], [500], [1000]]);
  });

  it('throws at once a failure that is not a load failure', async () => {
    const attempt = jest.fn().mockRejectedValue(entryThrew);
    await expect(withRetry(attempt, { sleep })).rejects.toBe(entryThrew);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits for real between tries by default', async () => {
    jest.useFakeTimers();
    try {
      const attempt = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue('page');
      const result = withRetry(attempt);
      await jest.advanceTimersByTimeAsync(249);
      expect(attempt).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('page');
      expect(attempt).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
