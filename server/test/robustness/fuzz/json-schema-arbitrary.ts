// Values for a JSON Schema of the OpenAPI document (the subset valibot's converter writes: type,
// properties, required, items, anyOf, enum, const, format, pattern, bounds): mostly valid ones
// with their boundaries, some invalid ones (wrong type, out of range, missing or extra keys),
// and hostile strings anywhere.
import fc from 'fast-check';
import { hostileString } from './hostile-text';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values worth trying where a schema expects an id or a text: real ids, names, days. */
export interface Pools {
  uuids: readonly string[];
  strings: readonly string[];
}

const DAYS = ['2024-01-07', '2024-02-29', '2023-03-21', '1970-01-01', '2099-12-31', '2021-01-01'];
const NOT_DAYS = ['2024-02-30', '2024-13-01', '1403-01-15', '۲۰۲۴-۰۱-۰۷', '2024-1-7', '20240107'];

function stringValue(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid());
  if (schema.format === 'date')
    return fc.oneof(
      fc.constantFrom(...DAYS),
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const edges = [
    ...(schema.maxLength !== undefined ? ['ی'.repeat(schema.maxLength)] : []),
    ...(min > 0 ? ['a'.repeat(min)] : []),
  ];
  const text = fc.oneof(
    fc.string({ minLength: min, maxLength: Math.max(min, max) }),
    fc.constantFrom(...pools.strings),
    ...(edges.length ? [fc.constantFrom(...edges)] : []),
  );
  if (!schema.pattern) return text;
  try {
    return fc.oneof(
      fc.stringMatching(new RegExp(schema.pattern, 'u')).map((s) => s.slice(0, max || 1)),
      text,
    );
  } catch {
    return text;
  }
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000_000;
  const max = schema.maximum ?? 1_000_000_000;
  const edges = fc.constantFrom(...new Set([min, max, Math.min(Math.max(0, min), max)]));
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, edges);
}

function objectValue(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    entries.map(([key, value]) => [key, validFor(value, pools, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in model);
  return fc.record(model, { requiredKeys: required });
}

/** A value the schema accepts (as far as JSON Schema says: checks in code may still refuse). */
export function validFor(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.anyOf?.length)
    return fc.oneof(...schema.anyOf.map((s) => validFor(s, pools, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = [schema.type ?? 'any'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringValue(schema, pools);
        case 'integer':
          return numberValue(schema, true);
        case 'number':
          return numberValue(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(validFor(schema.items ?? {}, pools, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
        case 'object':
          return objectValue(schema, pools, depth);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

/** Values of the wrong type or out of bounds for the schema. */
function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom<unknown>(null, true, 0, -1, '', [], {}, 'x', '۱۲', 1.5);
  const bounds: unknown[] = [];
  if (schema.maxLength !== undefined) bounds.push('x'.repeat(schema.maxLength + 1));
  if (schema.minimum !== undefined) bounds.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined)
    bounds.push(schema.maximum + 1, 1e308, Number.MAX_SAFE_INTEGER + 2);
  if (schema.format === 'date') bounds.push(...NOT_DAYS);
  if (schema.format === 'uuid') bounds.push('00000000-0000-0000-0000-00000000000g', 'not-a-uuid');
  if (schema.type === 'array') bounds.push(Array.from({ length: 300 }, () => ({})));
  return bounds.length ? fc.oneof(wrong, fc.constantFrom(...bounds)) : wrong;
}

/** A valid object with one member changed to anything (or removed). */
function mutatedObject(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (!keys.length) return invalidValue(schema);
  return fc
    .tuple(validFor(schema, pools, depth), fc.constantFrom(...keys), fc.option(fc.constant(0)))
    .chain(([value, key, remove]) =>
      (remove === null
        ? fc.constant(undefined)
        : valueFor(schema.properties![key]!, pools, depth + 1)
      ).map((member) => {
        const copy = { ...(value as Record<string, unknown>) };
        if (member === undefined) delete copy[key];
        else copy[key] = member;
        return copy;
      }),
    );
}

function isObjectSchema(schema: JsonSchema): boolean {
  return schema.type === 'object' || Boolean(schema.anyOf?.some(isObjectSchema));
}

/** A value for the schema: valid (with its boundaries), a valid object with one member
 * changed, a value of the wrong type or out of bounds, or a hostile string. */
export function valueFor(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const objectSchema = schema.anyOf?.find((s) => s.type === 'object') ?? schema;
  return fc.oneof(
    { arbitrary: validFor(schema, pools, depth), weight: 4 },
    ...(isObjectSchema(schema)
      ? [{ arbitrary: mutatedObject(objectSchema, pools, depth), weight: 4 }]
      : []),
    { arbitrary: invalidValue(schema), weight: 2 },
    { arbitrary: hostileString(pools.strings), weight: 1 },
  );
}
