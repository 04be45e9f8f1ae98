// ABP's tenant DTOs (`/api/multi-tenancy/tenants`): one schema for the request the tenant form
// sends and the server checks. The form adds the password policy and its messages on top.
import * as v from 'valibot';
import { emailAddressSchema } from './email-address';

/** A tenant's name: letters, digits, `_` and `-`, at most 64 (it also names a host-name part). */
export const TENANT_NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;

const tenantNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(64),
  v.regex(TENANT_NAME_PATTERN),
);
const extraProperties = v.optional(v.record(v.string(), v.unknown()), {});

export const createTenantSchema = v.strictObject({
  name: tenantNameSchema,
  adminEmailAddress: emailAddressSchema(),
  adminPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  extraProperties,
});

export const updateTenantSchema = v.strictObject({
  name: tenantNameSchema,
  isActive: v.optional(v.boolean()),
  concurrencyStamp: v.optional(v.nullable(v.string())),
  extraProperties,
});
