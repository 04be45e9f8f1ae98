// One page of a query and how many rows the whole query has (ABP's PagedResultDto): the page
// and the count run side by side on the same filtered query, so they cannot disagree on it.
import type { SelectQueryBuilder } from 'kysely';

export interface Page {
  skip: number;
  take: number;
}

/**
 * `rows` selects and orders the page's columns from `filtered`; the page is cut from it
 * (`skip`, `take`), the count taken from `filtered` itself.
 */
export async function pagedQuery<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  page: Page,
): Promise<{ items: Row[]; totalCount: number }> {
  const [items, count] = await Promise.all([
    rows(filtered).offset(page.skip).limit(page.take).execute(),
    filtered
      .select((eb) => eb.fn.countAll<number>().as('n'))
      // The generic output type is not narrowed by the select; the count is its one column.
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { items, totalCount: Number(count.n) };
}
