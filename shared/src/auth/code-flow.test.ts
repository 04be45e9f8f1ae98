import { webcrypto } from 'node:crypto';
import { createCodeFlow, randomNonce } from './code-flow';

// jsdom is not a secure context, so it has no SubtleCrypto for the PKCE challenge; Node's is the same API.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    configurable: true,
    value: webcrypto.subtle,
  });
});

describe('the code flow request', () => {
  it('makes nonces of 45 random letters and digits', () => {
    const nonces = Array.from({ length: 50 }, () => randomNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{45}$/);
    expect(new Set(nonces).size).toBe(50);
  });

  it('asks for a code with PKCE S256, a 45-character nonce, the culture and the tenant', async () => {
    const flow = createCodeFlow({
      issuer: 'https://crm.example',
      clientId: 'Crm_App',
      scope: 'openid offline_access Crm',
      redirectUri: 'https://crm.example/signin-callback',
      postLogoutRedirectUri: 'https://crm.example/',
    });
    jest
      .spyOn(flow.metadata, 'getAuthorizationEndpoint')
      .mockResolvedValue('https://crm.example/connect/authorize');
    const url = new URL(
      await flow.loginUrl({ returnUrl: '/twrr', language: 'fa', tenant: 'demo' }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'Crm_App',
      code_challenge_method: 'S256',
      culture: 'fa',
      'ui-culture': 'fa',
      __tenant: 'demo',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9]{45}$/);
  });
});
