// What the OpenAPI document says of one call (operations.ts and each context's
// `*.operations.ts` list them).
import type * as v from 'valibot';

/** A schema of named members (path or query parameters). */
export type MembersSchema =
  v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;

export interface Operation {
  summary: string;
  /** The controller (ABP's `controllerName`, OpenAPI's tag): `Basket`, `IdentityUser`. */
  tag: string;
  /** ABP's name of the method behind the route (`GetList`); made from the URL when absent. */
  action?: string;
  /** Path parameters; when absent every `:name` of the URL is a text. */
  params?: MembersSchema;
  query?: MembersSchema;
  body?: v.GenericSchema;
  /** The body's media type when it is not JSON. */
  bodyType?: 'text/csv';
  /** JSON response schema, `text` for a plain-text answer, `pdf` for a PDF, `none` for 204. */
  response: v.GenericSchema | 'text' | 'pdf' | 'none';
}
