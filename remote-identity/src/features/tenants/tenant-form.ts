// Tenant forms: a new tenant with its administrator's e-mail and password (the password policy
// from settings), and an existing tenant's name and activity.
import {
  emailSchema,
  passwordSchema,
  textAction,
  textSchema,
  pattern,
  type PasswordPolicy,
} from '@crm/shared/validation';
import * as v from 'valibot';

/** The server's tenant-name rule: letters, digits, `_` and `-`, at most 64. */
export const TENANT_NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;

const tenantName = () =>
  v.pipe(textSchema({ maxLength: 64 }), textAction(pattern(TENANT_NAME_PATTERN)));

export interface TenantCreateValues {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
}

export const tenantCreateSchema = (policy: PasswordPolicy) =>
  v.object({
    name: tenantName(),
    adminEmailAddress: emailSchema(),
    adminPassword: passwordSchema(policy),
  });

export interface TenantEditValues {
  name: string;
  isActive: boolean;
}

export const tenantEditSchema = v.object({ name: tenantName(), isActive: v.boolean() });
