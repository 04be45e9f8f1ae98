// The role form: name (kept as it is for a static role), default and public.
import { textSchema } from '@crm/shared/validation';
import * as v from 'valibot';
import type { IdentityRoleCreateDto, IdentityRoleDto } from '../../api/identity-dtos';

export interface RoleFormValues {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

export const roleFormSchema = v.object({
  name: textSchema({ maxLength: 256 }),
  isDefault: v.boolean(),
  isPublic: v.boolean(),
});

export type RoleFormOutput = v.InferOutput<typeof roleFormSchema>;

export function roleValues(role: IdentityRoleDto | null): RoleFormValues {
  return {
    name: role?.name ?? '',
    isDefault: role?.isDefault ?? false,
    isPublic: role?.isPublic ?? false,
  };
}

/** A static role's name is sent unchanged, whatever the form holds. */
export function toRoleDto(
  values: RoleFormOutput,
  role: IdentityRoleDto | null,
): IdentityRoleCreateDto {
  return {
    name: role?.isStatic ? role.name : values.name,
    isDefault: values.isDefault,
    isPublic: values.isPublic,
  };
}
