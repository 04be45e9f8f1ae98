import {
  createListQuery,
  nextSorting,
  pageCountOf,
  pageIndexOf,
  parseSorting,
  withPage,
} from './list-query';
import { pageWindow } from './page-window';

describe('list query', () => {
  it('starts on page 0 with 10 rows', () => {
    expect(createListQuery()).toEqual({ skipCount: 0, maxResultCount: 10 });
  });

  it('turns pages into skip counts and back', () => {
    const query = withPage(createListQuery(), 3);
    expect(query.skipCount).toBe(30);
    expect(pageIndexOf(query)).toBe(3);
    expect(pageCountOf(query, 31)).toBe(4);
    expect(pageCountOf(query, 0)).toBe(0);
  });

  it('cycles a column asc, desc, off and starts another column at asc', () => {
    expect(nextSorting(undefined, 'name')).toBe('name asc');
    expect(nextSorting('name asc', 'name')).toBe('name desc');
    expect(nextSorting('name desc', 'name')).toBeUndefined();
    expect(nextSorting('name desc', 'code')).toBe('code asc');
    expect(parseSorting('creationTime DESC')).toEqual({ key: 'creationTime', direction: 'desc' });
    expect(parseSorting('nonsense')).toBeNull();
  });

  it('shows five page numbers around the current page', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
