// Form fields hold '' when left empty; an optional DTO field wants `undefined`. This wraps a
// schema so a blank or missing value is accepted as `undefined`, and anything else must pass.
import * as v from 'valibot';
import { isEmptyValue } from '../validators/is-empty';
import { localized } from './localized';

export function optionalField<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isEmptyValue(value) ? undefined : value)),
      v.union([v.undefined(), schema], localized('invalid')),
    ),
  );
}
