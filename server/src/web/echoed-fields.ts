// ABP's Angular edit forms send back the DTO they read, merged with the form's values: the
// entity's read-only fields (id, audit fields, counters) come along with every update. ABP's
// server ignores them, and so do we — but only the fields named here, so that any other
// unknown field is still refused (a typo, or an attempt at mass assignment).
import * as v from 'valibot';

/** A strict object schema that also accepts, and drops, the named read-only DTO fields. */
export function acceptingEchoedFields<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  echoed: readonly string[],
) {
  const tolerated = Object.fromEntries(echoed.map((name) => [name, v.optional(v.unknown())]));
  return v.pipe(
    v.strictObject({ ...tolerated, ...entries }),
    v.transform((input) => {
      const kept: Record<string, unknown> = { ...input };
      for (const name of echoed) if (!(name in entries)) delete kept[name];
      return kept as v.InferOutput<v.StrictObjectSchema<TEntries, undefined>>;
    }),
  );
}

/** IdentityUserDto's fields that no update sets. */
export const USER_DTO_READ_ONLY = [
  'id',
  'tenantId',
  'emailConfirmed',
  'phoneNumberConfirmed',
  'accessFailedCount',
  'lockoutEnd',
  'entityVersion',
  'lastPasswordChangeTime',
  'creationTime',
  'creatorId',
  'lastModificationTime',
  'lastModifierId',
  'isDeleted',
  'deleterId',
  'deletionTime',
] as const;

/** IdentityRoleDto's fields that no update sets. */
export const ROLE_DTO_READ_ONLY = ['id', 'isStatic', 'creationTime'] as const;
