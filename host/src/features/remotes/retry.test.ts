import { withRetry } from './retry';

describe('withRetry', () => {
  const sleep = jest.fn(() => Promise.resolve());

  it('returns the first success', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(withRetry(attempt, [10, 20], sleep)).resolves.toBe('up');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(10);
  });

  it('waits the given delays between attempts and gives up with the last error', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('still down'));
    await expect(withRetry(attempt, [10, 20], sleep)).rejects.toThrow('still down');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[10], [20]]);
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });
});
