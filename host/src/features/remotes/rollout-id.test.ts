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

  it("is the signed-in user's id, kept after signing out", () => {
    rolloutId();
    sessionStorage.setItem(TOKEN_ITEMS.accessToken, token({ sub: '3f2a-user', tenantid: 't' }));
    expect(rolloutId()).toBe('3f2a-user');
    sessionStorage.clear();
    expect(rolloutId()).toBe('3f2a-user');
  });

  it('ignores a token it cannot read and a kept id of another form', () => {
    sessionStorage.setItem(TOKEN_ITEMS.accessToken, 'not-a-jwt');
    localStorage.setItem(ROLLOUT_ID_KEY, 'has spaces');
    expect(rolloutId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
