// valibot → JSON Schema 2020-12 (the dialect of OpenAPI 3.1). `input` describes what a caller
// may send (defaults make members optional), `output` what an answer holds.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type Json = Record<string, unknown>;

export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as Json;
  return json;
}
