import * as v from 'valibot';

/** `?includeTypes=true` adds the types (DTOs) to ABP's api-definition. */
export const apiDefinitionQuerySchema = v.object({
  includeTypes: v.pipe(
    v.optional(v.picklist(['true', 'false', 'True', 'False']), 'false'),
    v.transform((value) => value.toLowerCase() === 'true'),
  ),
});
