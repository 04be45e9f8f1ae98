// The tenant form and the server check one schema (issue 38): whatever the form accepts, the
// request schema (@crm/shared/dto's createTenantSchema) accepts, and what it refuses, the form
// refuses — «x@y.z» included, which the form once let through to a server refusal.
import { createTenantSchema } from '@crm/shared/dto';
import { passwordPolicyFromSettings } from '@crm/shared/validation';
import * as v from 'valibot';
import { tenantCreateSchema } from './tenant-form';

const policy = passwordPolicyFromSettings({ 'Abp.Identity.Password.RequiredLength': '8' });
const PASSWORD = 'a long passphrase';

describe('the new-tenant form and the request it sends', () => {
  it.each([
    ['acme', 'boss@acme.example', true],
    ['acme', 'x@y.z', false],
    ['acme', "o'brien@example.co.uk", true],
    ['acme', 'boss@acme', false],
    ['acme co', 'boss@acme.example', false],
    ['شرکت-نمونه', 'boss@acme.example', true],
  ])('agree on the name %j and the e-mail %j', (name, adminEmailAddress, valid) => {
    const values = { name, adminEmailAddress, adminPassword: PASSWORD };
    expect(v.safeParse(tenantCreateSchema(policy), values).success).toBe(valid);
    expect(v.safeParse(createTenantSchema, values).success).toBe(valid);
  });
});
