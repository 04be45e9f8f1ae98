// At most half the thread pool hashes at a time; the others wait their turn, in order, and a
// failing hash gives its slot back.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { withHashSlot } from '../../src/identity/hash-slots';

describe('password hashing slots', () => {
  it('runs at most two hashes at once (four pool threads), first come first served', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) =>
      withHashSlot(async () => {
        started.push(id);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        if (id === 2) throw new Error('hash failed');
        return id;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await withHashSlot(async () => 'free again')).toBe('free again');
  });
});
