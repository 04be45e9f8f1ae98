// Tenant forms: a new tenant with its administrator's e-mail and password (the password policy
// from settings), and an existing tenant's name and activity. The rules are the request schema's
// (@crm/shared/dto's createTenantSchema: the name pattern, isEmail), with the form's messages.
import { TENANT_NAME_PATTERN } from '@crm/shared/dto';
import {
  emailSchema,
  passwordSchema,
  textAction,
  textSchema,
  pattern,
  type PasswordPolicy,
} from '@crm/shared/validation';
import * as v from 'valibot';

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
