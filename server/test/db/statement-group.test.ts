// Group commit (src/db/statement-group.ts): the callers of one turn of the event loop go
// together at its end; callers that arrive while a statement runs go together in the next one,
// each answered with its own output.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { StatementGroup } from '../../src/db/statement-group';

/** A statement that records each group it ran and waits for `release` to finish. */
function heldStatement() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const statement = async (inputs: readonly number[]) => {
    groups.push([...inputs]);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (inputs.includes(13)) throw new Error('thirteen');
    return inputs.map((input) => input * 10);
  };
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { groups, statement, releaseNext };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('statement group', () => {
  it('runs the callers of one turn together at its end, and those that arrive meanwhile next', async () => {
    const { groups, statement, releaseNext } = heldStatement();
    const group = new StatementGroup(statement);
    const first = [1, 2].map((input) => group.run(input));
    expect(groups).toEqual([]);
    await nextTurn();
    expect(groups).toEqual([[1, 2]]);
    const rest = [3, 4, 5].map((input) => group.run(input));
    await nextTurn();
    expect(groups).toEqual([[1, 2]]);
    await releaseNext();
    expect(await Promise.all(first)).toEqual([10, 20]);
    await releaseNext();
    expect(await Promise.all(rest)).toEqual([30, 40, 50]);
    expect(groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('takes at most the largest group in one statement', async () => {
    const { groups, statement, releaseNext } = heldStatement();
    const group = new StatementGroup(statement, 2);
    const answers = [1, 2, 3, 4, 5].map((input) => group.run(input));
    for (let released = 0; released < 3; released += 1) await releaseNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(groups).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails the callers of a failed statement only, and goes on', async () => {
    const { groups, statement, releaseNext } = heldStatement();
    const group = new StatementGroup(statement);
    const first = group.run(1);
    await nextTurn();
    const failed = [12, 13].map((input) =>
      group.run(input).then(String, (error: Error) => error.message),
    );
    await releaseNext();
    await releaseNext();
    expect(await first).toBe(10);
    expect(await Promise.all(failed)).toEqual(['thirteen', 'thirteen']);
    const later = group.run(7);
    await releaseNext();
    expect(await later).toBe(70);
    expect(groups).toEqual([[1], [12, 13], [7]]);
  });
});
