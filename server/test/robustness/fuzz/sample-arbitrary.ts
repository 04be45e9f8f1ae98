// Variants of a valid sample value, for routes the OpenAPI document does not describe: the
// sample itself, the sample with one member changed (recursively), removed or added, a value
// of another type, or a hostile string.
import fc from 'fast-check';
import { hostileString } from './hostile-text';
import { valueFor, type JsonSchema, type Pools } from './json-schema-arbitrary';

function schemaOf(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array', items: value.length ? schemaOf(value[0]) : {} };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(value as object).map(([k, v]) => [k, schemaOf(v)]),
        ),
      };
    default:
      return {};
  }
}

function mutatedMember(sample: Record<string, unknown>, pools: Pools, depth: number) {
  const keys = Object.keys(sample);
  return fc
    .tuple(fc.constantFrom(...keys, '__extra__', '__proto__'), fc.nat(4))
    .chain(([key, how]) => {
      if (how === 0)
        return fc.constant(Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key)));
      const member =
        key in sample ? sampleVariant(sample[key], pools, depth + 1) : hostileString(pools.strings);
      return member.map((value) => ({ ...sample, [key]: value }));
    });
}

export function sampleVariant(sample: unknown, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(sample);
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: fc.constant(sample), weight: 3 },
    { arbitrary: valueFor(schemaOf(sample), pools, 6), weight: 1 },
    { arbitrary: hostileString(pools.strings), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  ];
  if (sample && typeof sample === 'object' && !Array.isArray(sample))
    variants.push({
      arbitrary: mutatedMember(sample as Record<string, unknown>, pools, depth),
      weight: 6,
    });
  if (Array.isArray(sample) && sample.length)
    variants.push({
      arbitrary: fc.array(sampleVariant(sample[0], pools, depth + 1), { maxLength: 5 }),
      weight: 3,
    });
  if (typeof sample === 'string' || typeof sample === 'number')
    variants.push({ arbitrary: valueFor(schemaOf(sample), pools, 0), weight: 3 });
  return fc.oneof(...variants);
}

const CSV_CELLS = [
  '',
  '۱۴۰۳/۰۱/۱۵',
  '1403/13/01',
  '2024-02-30',
  '-5',
  '0',
  '9'.repeat(30),
  '۷٬۲۵۰',
  'خرید',
  'فروش',
  'sell',
  'واریز',
  '"a,b"',
  '"',
  '1e3',
];

/** A CSV sample with cells replaced by odd or hostile values, rows repeated or cut. */
export function csvVariant(csv: string, pools: Pools): fc.Arbitrary<string> {
  const rows = csv.split('\n').map((row) => row.split(','));
  const cell = fc.oneof(fc.constantFrom(...CSV_CELLS), hostileString(pools.strings));
  const edit = fc.tuple(fc.nat(rows.length - 1), fc.nat(rows[0]!.length - 1), cell);
  return fc
    .tuple(fc.array(edit, { maxLength: 4 }), fc.nat(3), fc.constantFrom('\n', '\r\n'))
    .map(([edits, copies, newline]) => {
      const table = rows.map((row) => [...row]);
      for (const [row, column, value] of edits) table[row]![column] = value;
      const body = table.slice(1).map((row) => row.join(','));
      return [table[0]!.join(','), ...Array.from({ length: copies }, () => body).flat()].join(
        newline,
      );
    });
}
