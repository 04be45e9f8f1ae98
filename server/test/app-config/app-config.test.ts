import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('application configuration (anonymous)', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it("answers ABP's full shape for an anonymous caller on the host, in Persian by default", async () => {
    const response = await t.app.inject('/api/abp/application-configuration');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'auth',
        'clock',
        'currentTenant',
        'currentUser',
        'extraProperties',
        'features',
        'globalFeatures',
        'localization',
        'multiTenancy',
        'objectExtensions',
        'setting',
        'timing',
      ].sort(),
    );
    expect(body.localization.currentCulture).toMatchObject({
      cultureName: 'fa',
      isRightToLeft: true,
    });
    expect(body.localization.defaultResourceName).toBe('Crm');
    expect(body.localization.values.Crm['Menu:Home']).toBe('خانه');
    expect(body.localization.resources.AbpUi.baseResources).toEqual(['AbpExceptionHandling']);
    expect(body.auth.grantedPolicies).toEqual({});
    expect(body.currentUser).toMatchObject({ isAuthenticated: false, id: null, roles: [] });
    expect(body.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(body.multiTenancy).toEqual({ isEnabled: true });
    expect(body.setting.values['Abp.Identity.Password.RequiredLength']).toBe('8');
    expect(body.setting.values['Abp.Mailing.Smtp.Password']).toBeUndefined();
    expect(body.features.values['SettingManagement.Enable']).toBe('true');
    expect(body.timing.timeZone.iana.timeZoneName).toBe('Asia/Tehran');
    expect(body.clock).toEqual({ kind: 'Utc' });
  });

  it('issues the XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject('/api/abp/application-configuration');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{40,}; Path=\/; SameSite=Lax/);
    expect(cookie).not.toContain('HttpOnly');
  });

  it('leaves the texts out when includeLocalizationResources=false, and honours the culture cookie', async () => {
    const response = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: { cookie: '.AspNetCore.Culture=c%3Den%7Cuic%3Den' },
    });
    const body = response.json();
    expect(body.localization.values).toEqual({});
    expect(body.localization.resources).toEqual({});
    expect(body.localization.currentCulture).toMatchObject({
      cultureName: 'en',
      isRightToLeft: false,
    });
  });

  it('resolves the tenant from __tenant (header, by name) and reports it', async () => {
    const response = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: { __tenant: 'demo' },
    });
    expect(response.json().currentTenant).toMatchObject({ name: 'demo', isAvailable: true });
  });

  it('answers an unknown tenant with 404 and Abp-Tenant-Resolve-Error', async () => {
    const response = await t.app.inject({
      url: '/api/abp/application-configuration?__tenant=nope',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['abp-tenant-resolve-error']).toBeDefined();
    expect(response.headers['_abperrorformat']).toBe('true');
    expect(response.json().error.code).toBe('Crm:TenantNotFound');
  });

  it('serves application-localization for a culture', async () => {
    const response = await t.app.inject(
      '/api/abp/application-localization?cultureName=en&onlyDynamics=false',
    );
    const body = response.json();
    expect(body.currentCulture.cultureName).toBe('en');
    expect(body.resources.AbpUi.texts.DefaultErrorMessage).toBe('An error has occurred!');
    const dynamic = await t.app.inject(
      '/api/abp/application-localization?cultureName=fa&onlyDynamics=true',
    );
    expect(dynamic.json().resources.Crm.texts).toEqual({});
    const missing = await t.app.inject('/api/abp/application-localization');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(['cultureName']);
  });

  it('carries the same texts as application-localization when asked to, under an ETag of its own that a reload revalidates', async () => {
    const url = '/api/abp/application-configuration?includeLocalizationResources=true';
    const english = { cookie: '.AspNetCore.Culture=c%3Den%7Cuic%3Den' };
    const withTexts = await t.app.inject({ url, headers: english });
    const texts = await t.app.inject(
      '/api/abp/application-localization?cultureName=en&onlyDynamics=false',
    );
    expect(withTexts.json().localization.resources).toEqual(texts.json().resources);
    const etag = String(withTexts.headers.etag);
    const without = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: english,
    });
    const persian = await t.app.inject(url);
    expect(new Set([etag, without.headers.etag, persian.headers.etag]).size).toBe(3);
    const reload = await t.app.inject({ url, headers: { ...english, 'if-none-match': etag } });
    expect(reload.statusCode).toBe(304);
    expect(reload.headers['cache-control']).toBe('private, no-cache');
  });

  it('looks tenants up by name and id, 200 with success false when missing', async () => {
    const found = (await t.app.inject('/api/abp/multi-tenancy/tenants/by-name/DEMO')).json();
    expect(found).toMatchObject({ success: true, name: 'demo', isActive: true });
    const byId = (
      await t.app.inject(`/api/abp/multi-tenancy/tenants/by-id/${found.tenantId}`)
    ).json();
    expect(byId.name).toBe('demo');
    const missing = await t.app.inject({
      url: '/api/abp/multi-tenancy/tenants/by-name/nobody',
      headers: { __tenant: 'also-unknown' },
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ success: false, tenantId: null });
  });
});
