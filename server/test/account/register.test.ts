import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { signIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('self-registration (POST /api/account/register)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000 });
  });
  after(() => t.close());

  const setRegistration = async (tenant: 'demo' | null, value: string | null) => {
    const id = tenant ? (await findTenantByName(t.database.db, tenant))!.id : undefined;
    await inTenant(t.database.db, id ?? '00000000-0000-0000-0000-000000000000', (scope) =>
      setSettingForSide(scope, !tenant, 'Abp.Account.IsSelfRegistrationEnabled', value),
    );
  };
  const register = (payload: Record<string, unknown>, tenant = 'demo', language = 'fa') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { __tenant: tenant, 'accept-language': language },
      payload: { appName: 'Crm_App', ...payload },
    });
  const newUser = (name: string) => ({
    userName: name,
    emailAddress: `${name}@example.com`,
    password: 'a long enough pass',
  });

  it('is on in the demo tenant, and refused while a tenant or the host has it off', async () => {
    expect((await register(newUser('demo-visitor'))).statusCode).toBe(200);
    expect((await register(newUser('host-visitor'), '')).statusCode).toBe(403);
    await setRegistration('demo', 'False');
    const response = await register(newUser('early'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('Volo.Account:SelfRegistrationDisabled');
    expect(response.json().error.message).toContain('ثبت‌نام در این برنامه غیرفعال است');
  });

  it("creates the user in the request's tenant with the default roles; the user can sign in", async () => {
    await setRegistration('demo', 'True');
    const response = await register(newUser('sara'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      userName: 'sara',
      email: 'sara@example.com',
      isActive: true,
      emailConfirmed: false,
      tenantId: (await findTenantByName(t.database.db, 'demo'))!.id,
    });
    expect(typeof body.concurrencyStamp).toBe('string');
    expect(body).not.toHaveProperty('password');
    const session = await signIn(t, 'sara', 'a long enough pass', 'demo');
    const config = (
      await t.app.inject({ url: '/api/abp/application-configuration', headers: session.headers })
    ).json();
    expect(config.currentUser.roles).toEqual(['customer']);
    expect(config.auth.grantedPolicies['Crm.HomePage']).toBe(true);
  });

  it('keeps tenants apart: a user registered in a tenant does not exist on the host', async () => {
    await setRegistration('demo', 'True');
    await register(newUser('only-demo'));
    await expect(signIn(t, 'only-demo', 'a long enough pass')).rejects.toThrow();
    await setRegistration(null, 'True');
    const onHost = await register(newUser('only-demo'), '');
    expect(onHost.statusCode).toBe(200);
    expect(onHost.json().tenantId).toBeNull();
    await setRegistration(null, null);
  });

  it('answers duplicates with Persian messages naming the taken value', async () => {
    await setRegistration('demo', 'True');
    await register(newUser('taken'));
    const sameName = await register({ ...newUser('taken'), emailAddress: 'other@example.com' });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().error.code).toBe('Volo.Abp.Identity:DuplicateUserName');
    expect(sameName.json().error.message).toBe('نام کاربری «taken» پیش‌تر ثبت شده است.');
    const sameEmail = await register({ ...newUser('fresh'), emailAddress: 'taken@example.com' });
    expect(sameEmail.json().error.code).toBe('Volo.Abp.Identity:DuplicateEmail');
    const english = await register(newUser('taken'), 'demo', 'en');
    expect(english.json().error.message).toBe("Username 'taken' is already taken.");
  });

  it('applies the password policy from settings and validates every field', async () => {
    await setRegistration('demo', 'True');
    const short = await register({ ...newUser('weak'), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('Volo.Abp.Identity:PasswordTooShort');
    expect(short.json().error.validationErrors[0].members).toEqual(['password']);
    const common = await register({ ...newUser('weak2'), password: 'password1' });
    expect(common.json().error.code).toBe('Volo.Abp.Identity:PasswordIsCommon');
    const invalid = await register({
      userName: 'bad name!',
      emailAddress: 'not-an-email',
      password: '',
      isAdmin: true,
    });
    expect(invalid.statusCode).toBe(400);
    const members = invalid
      .json()
      .error.validationErrors.flatMap((e: { members: string[] }) => e.members);
    expect(members).toEqual(
      expect.arrayContaining(['userName', 'emailAddress', 'password', 'isAdmin']),
    );
  });
});
