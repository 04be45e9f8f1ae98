import { TOKEN_ITEMS } from '@crm/shared';
import { ROLLOUT_ID_KEY, rolloutId } from './rollout-id';

const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('the rollout id the manifest request carries', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is random once, then the same on every page load', () => {
    const first = rolloutId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(rolloutId()).toBe(first);
    expect(localStorage.getItem(ROLLOUT_ID_KEY)).toBe(first);
    localStorage.clear();
    expect(rolloutId()).not.toBe(first);
  });

  it('stays the same through sign-in and sign-out: the token does not change it', () => {
    const first = rolloutId();
    sessionStorage.setItem(TOKEN_ITEMS.accessToken, token({ sub: '3f2a-user', tenantid: 't' }));
    expect(rolloutId()).toBe(first);
    sessionStorage.clear();
    expect(rolloutId()).toBe(first);
  });

  it('replaces a kept id of another form', () => {
    localStorage.setItem(ROLLOUT_ID_KEY, 'has spaces');
    expect(rolloutId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
