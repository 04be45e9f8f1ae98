import type * as SessionModule from './session-store';

async function freshSession(stored?: string): Promise<typeof SessionModule> {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('abpSession', stored);
  jest.resetModules();
  return import('./session-store');
}

const tenant = { id: '3a0f-1', name: 'acme', isAvailable: true };

describe('session store', () => {
  it('defaults to Persian and no tenant', async () => {
    const { sessionStore } = await freshSession();
    expect(sessionStore.getState()).toEqual({ language: 'fa', tenant: null });
  });

  it('reads the stored language and tenant from abpSession', async () => {
    const { getSessionLanguage, getSessionTenant } = await freshSession(
      JSON.stringify({ language: 'en', tenant }),
    );
    expect(getSessionLanguage()).toBe('en');
    expect(getSessionTenant()).toEqual(tenant);
  });

  it('maps a stored culture name such as fa-IR to its language', async () => {
    const { getSessionLanguage } = await freshSession(JSON.stringify({ language: 'fa-IR' }));
    expect(getSessionLanguage()).toBe('fa');
  });

  it('replaces unreadable parts by their defaults', async () => {
    expect((await freshSession('{not json')).sessionStore.getState()).toEqual({
      language: 'fa',
      tenant: null,
    });
    const { sessionStore } = await freshSession(
      JSON.stringify({ language: 'de', tenant: { id: 5 } }),
    );
    expect(sessionStore.getState()).toEqual({ language: 'fa', tenant: null });
  });

  it('writes every change back to abpSession as {language, tenant}', async () => {
    const { setSessionTenant } = await freshSession();
    setSessionTenant(tenant);
    expect(JSON.parse(localStorage.getItem('abpSession') ?? '')).toEqual({
      language: 'fa',
      tenant,
    });
    setSessionTenant(null);
    expect(JSON.parse(localStorage.getItem('abpSession') ?? '')).toEqual({
      language: 'fa',
      tenant: null,
    });
  });
});
