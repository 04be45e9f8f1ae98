import { describe, it } from 'node:test';
import { expect } from 'expect';
import { parseSorting } from '../../src/web/paging';

const COLUMNS = { username: 'user_name', email: 'email' } as const;

describe('sorting from the query', () => {
  it('reads a known field and its direction, in any case', () => {
    expect(parseSorting('UserName DESC', COLUMNS, 'user_name')).toEqual({
      column: 'user_name',
      direction: 'desc',
    });
    expect(parseSorting('email', COLUMNS, 'user_name')).toEqual({
      column: 'email',
      direction: 'asc',
    });
  });

  it('falls back to the default column for an unknown field, a missing one and an inherited name', () => {
    for (const sorting of [
      undefined,
      '',
      'password desc',
      'constructor',
      '__proto__ asc',
      'toString',
    ])
      expect(parseSorting(sorting, COLUMNS, 'user_name').column).toBe('user_name');
  });
});
