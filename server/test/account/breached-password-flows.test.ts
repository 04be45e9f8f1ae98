// Well-known breached passwords (P@ssw0rd, Admin@123, Aa123456@ — each meets the composition
// rules) and passwords built from the account's names or the product's name are refused
// wherever a password is set: registration, change, reset, user creation by an administrator
// and a new tenant's administrator; a clear Persian 400 that changes nothing. The demo accounts
// still sign in with the demo password.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { secretSubkey } from '../../src/config/secret-key';
import { inTenant } from '../../src/db/tenant-scope';
import { createResetToken } from '../../src/identity/password-reset-token';
import { findUserById } from '../../src/identity/users.repository';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { createUser, DEMO_PASSWORD, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BREACHED = [
  'P@ssw0rd',
  'Passw0rd!',
  'Qwerty123!',
  'Admin@123',
  'Password1#',
  'Welcome1@',
  'Aa123456@',
  'Qwerty123$',
  '!Password1',
];
const COMMON_CODE = 'Volo.Abp.Identity:PasswordIsCommon';
const PERSONAL_CODE = 'Volo.Abp.Identity:PasswordIsPersonal';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectRefused(response: Response, member: string, code: string, text: string) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as {
    error: { code: string; message: string; validationErrors: { members: string[] }[] };
  };
  expect(error.code).toBe(code);
  expect(error.message).toContain(text);
  expect(error.validationErrors.map((e) => e.members[0])).toContain(member);
}

const expectRefusedAsCommon = (response: Response, member: string) =>
  expectRefused(response, member, COMMON_CODE, 'رایج');
const expectRefusedAsPersonal = (response: Response, member: string) =>
  expectRefused(response, member, PERSONAL_CODE, 'نام کاربری');

describe('breached passwords wherever a password is set', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let demoId: string;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000 });
    admin = { ...(await tenantAdmin(t)).headers, 'accept-language': 'fa' };
    demoId = (await findTenantByName(t.database.db, 'demo'))!.id;
  });
  after(() => t.close());

  const inject = (method: 'POST' | 'GET', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: { 'accept-language': 'fa', ...headers }, payload });

  it('refuses them on registration and registers no one', async () => {
    for (const [i, password] of BREACHED.entries()) {
      const userName = `breached${i}`;
      const response = await inject(
        'POST',
        '/api/account/register',
        { __tenant: 'demo' },
        {
          appName: 'Crm_App',
          userName,
          emailAddress: `${userName}@example.com`,
          password,
        },
      );
      expectRefusedAsCommon(response, 'password');
      const found = await inject('GET', `/api/identity/users/by-username/${userName}`, admin);
      expect(found.statusCode).toBe(404);
    }
  });

  it('refuses them disguised: look-alike letters, invisible characters, a name of three letters', async () => {
    const register = (password: string) =>
      inject(
        'POST',
        '/api/account/register',
        { __tenant: 'demo' },
        { appName: 'Crm_App', userName: 'ali', emailAddress: 'ali@example.com', password },
      );
    for (const password of ['P\u0430ssword1!', 'Pass\u200cword1!', '1q2w3e4r!Q'])
      expectRefusedAsCommon(await register(password), 'password');
    expectRefusedAsPersonal(await register('Ali@2024!x'), 'password');
    const found = await inject('GET', '/api/identity/users/by-username/ali', admin);
    expect(found.statusCode).toBe(404);
  });

  it('refuses a password built from the user name on registration', async () => {
    const response = await inject(
      'POST',
      '/api/account/register',
      { __tenant: 'demo' },
      {
        appName: 'Crm_App',
        userName: 'parvaneh.kiani',
        emailAddress: 'pk@example.com',
        password: 'Kiani@1990',
      },
    );
    expectRefusedAsPersonal(response, 'password');
    const found = await inject('GET', '/api/identity/users/by-username/parvaneh.kiani', admin);
    expect(found.statusCode).toBe(404);
  });

  it('refuses them when an administrator creates a user', async () => {
    for (const password of BREACHED) {
      const response = await inject('POST', '/api/identity/users', admin, {
        userName: 'made-by-admin',
        email: 'made-by-admin@example.com',
        password,
        roleNames: [],
      });
      expectRefusedAsCommon(response, 'password');
    }
    const personal = await inject('POST', '/api/identity/users', admin, {
      userName: 'made-by-admin',
      email: 'shirin.farahani@example.com',
      password: 'Farahani#2024',
      roleNames: [],
    });
    expectRefusedAsPersonal(personal, 'password');
  });

  it('refuses them as a new password, which stays the old one', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    for (const newPassword of BREACHED) {
      const response = await inject('POST', '/api/app/user/change-password', session.headers, {
        currentPassword: user.password,
        newPassword,
      });
      expectRefusedAsCommon(response, 'newPassword');
    }
    const productName = await inject('POST', '/api/app/user/change-password', session.headers, {
      currentPassword: user.password,
      newPassword: 'Portfolio@2024',
    });
    expectRefusedAsPersonal(productName, 'newPassword');
    await signIn(t, user.userName, user.password, 'demo');
  });

  it('refuses them on a password reset, and the reset token stays unused', async () => {
    const user = await createUser(t, admin, ['customer'], { name: 'Siavash', surname: 'Mohebbi' });
    const row = await inTenant(t.database.db, demoId, (scope) => findUserById(scope, user.id));
    const resetToken = createResetToken(secretSubkey(t.config, 'password-reset'), {
      tenantId: demoId,
      userId: user.id,
      securityStamp: row!.security_stamp,
    });
    for (const password of BREACHED) {
      const response = await inject(
        'POST',
        '/api/account/reset-password',
        { __tenant: 'demo' },
        {
          userId: user.id,
          resetToken,
          password,
        },
      );
      expectRefusedAsCommon(response, 'password');
    }
    const personal = await inject(
      'POST',
      '/api/account/reset-password',
      { __tenant: 'demo' },
      { userId: user.id, resetToken, password: 'Mohebbi$1370' },
    );
    expectRefusedAsPersonal(personal, 'password');
    const verified = await inject(
      'POST',
      '/api/account/verify-password-reset-token',
      { __tenant: 'demo' },
      { userId: user.id, resetToken },
    );
    expect(verified.json()).toBe(true);
  });

  it('refuses them for a new tenant’s administrator, and creates no tenant', async () => {
    const host = { ...(await hostAdmin(t)).headers };
    const response = await inject('POST', '/api/multi-tenancy/tenants', host, {
      name: 'breachco',
      adminEmailAddress: 'admin@breachco.example',
      adminPassword: 'Qwerty123!',
    });
    expectRefusedAsCommon(response, 'adminPassword');
    const personal = await inject('POST', '/api/multi-tenancy/tenants', host, {
      name: 'breachco',
      adminEmailAddress: 'negin.sadeghi@breachco.example',
      adminPassword: 'Sadeghi!1401',
    });
    expectRefusedAsPersonal(personal, 'adminPassword');
    expect(await findTenantByName(t.database.db, 'breachco')).toBeUndefined();
  });

  it('still signs the demo accounts in with the demo password', async () => {
    await expect(signIn(t, 'admin', DEMO_PASSWORD, 'demo')).resolves.toBeDefined();
  });
});
