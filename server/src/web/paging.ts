// ABP's list query: `filter`, `sorting` ("field asc|desc"), `skipCount`, `maxResultCount`
// (default 10, at most 1000).
import { searchFilterSchema } from '@crm/shared/dto';
import * as v from 'valibot';

const integerText = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(fallback)),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(max),
  );

/** How many rows to skip: 0 by default, at most a billion (a larger offset is a client error). */
export const skipCountSchema = integerText(0, 1_000_000_000);

export const pagedQuerySchema = v.object({
  filter: searchFilterSchema,
  sorting: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  skipCount: skipCountSchema,
  maxResultCount: integerText(10, 1000),
});

export type PagedQuery = v.InferOutput<typeof pagedQuerySchema>;

/**
 * `"userName desc"` → a known column and direction (unknown fields fall back to the default;
 * only the table's own keys count, so `constructor` or `__proto__` is unknown too).
 */
export function parseSorting<T extends string>(
  sorting: string | undefined,
  columns: Readonly<Record<string, T>>,
  fallback: T,
): { column: T; direction: 'asc' | 'desc' } {
  const [field = '', direction = 'asc'] = (sorting ?? '').split(/\s+/);
  const key = field.toLowerCase();
  const column = Object.hasOwn(columns, key) ? columns[key]! : fallback;
  return { column, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

export const idParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });
