// The .NET-like names ABP's api-definition gives the shapes it describes
// (`Volo.Abp.Identity.IdentityUserDto`). A schema is named where it is declared; shapes left
// unnamed get a name made from where they occur (see api-definition/type-model.ts).
import type * as v from 'valibot';

const names = new WeakMap<object, string>();

export function named<T extends v.GenericSchema>(typeName: string, schema: T): T {
  names.set(schema, typeName);
  return schema;
}

export function typeNameOf(schema: v.GenericSchema): string | undefined {
  return names.get(schema);
}
