import { registerAuth } from '@crm/shared';
import { fetchManifest, MANIFEST_PATH } from './fetch-manifest';
import { healthTicketOf } from './health/health-tickets';

const release = {
  name: 'reports',
  version: '1.0.0',
  entry: '/remotes/reports/1.0.0/mf-manifest.json',
  remoteEntry: '/remotes/reports/1.0.0/remoteEntry.js',
  integrity: 'sha384-abc',
  areas: ['/'],
  overridden: false,
};

function respond(body: unknown, status = 200) {
  return jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

const browser = { rolloutId: 'b7e1c0', tenantId: undefined };

describe('fetchManifest', () => {
  it('asks for the manifest uncached, sending the rollout id and the session pins', async () => {
    const fetchImpl = respond({ remotes: [release], overridesAllowed: true });
    const pins = [{ name: 'reports' as const, version: '1.0.0' }];
    const manifest = await fetchManifest(pins, fetchImpl, browser);
    expect(manifest.remotes[0]?.name).toBe('reports');
    expect(fetchImpl).toHaveBeenCalledWith(
      `${MANIFEST_PATH}?rolloutId=b7e1c0&pins=reports%401.0.0`,
      expect.objectContaining({ cache: 'no-cache', headers: { Accept: 'application/json' } }),
    );
  });

  it('names the session tenant as every API call does', async () => {
    const fetchImpl = respond({ remotes: [], overridesAllowed: false });
    await fetchManifest([], fetchImpl, { rolloutId: 'x', tenantId: 'a1b2' });
    expect(fetchImpl).toHaveBeenCalledWith(
      `${MANIFEST_PATH}?rolloutId=x`,
      expect.objectContaining({ headers: { Accept: 'application/json', __tenant: 'a1b2' } }),
    );
  });

  it("sends the signed-in user's token with a DPoP proof made for this request", async () => {
    const authorize = jest.fn().mockResolvedValue({ authorization: 'DPoP at', dpop: 'proof' });
    const unregister = registerAuth({
      authorize,
      refresh: jest.fn(),
      onUnauthenticated: jest.fn(),
    });
    try {
      const fetchImpl = respond({ remotes: [], overridesAllowed: true });
      await fetchManifest([{ name: 'reports', version: '1.0.0' }], fetchImpl, browser);
      const url = `${MANIFEST_PATH}?rolloutId=b7e1c0&pins=reports%401.0.0`;
      expect(authorize).toHaveBeenCalledWith('GET', new URL(url, window.location.href).href);
      expect(fetchImpl).toHaveBeenCalledWith(
        url,
        expect.objectContaining({
          headers: { Accept: 'application/json', Authorization: 'DPoP at', DPoP: 'proof' },
        }),
      );
    } finally {
      unregister();
    }
  });

  it('keeps the answer’s health ticket for the releases it named, a later answer’s replacing it', async () => {
    await fetchManifest(
      [],
      respond({ remotes: [release], overridesAllowed: false, healthTicket: 't1' }),
      browser,
    );
    expect(healthTicketOf({ name: 'reports', version: '1.0.0' })).toBe('t1');
    expect(healthTicketOf({ name: 'reports', version: '1.1.0' })).toBeUndefined();
    const next = { ...release, version: '1.1.0' };
    await fetchManifest(
      [],
      respond({ remotes: [next], overridesAllowed: false, healthTicket: 't2' }),
      browser,
    );
    expect(healthTicketOf({ name: 'reports', version: '1.1.0' })).toBe('t2');
    expect(healthTicketOf({ name: 'reports', version: '1.0.0' })).toBe('t1');
  });

  it('rejects a failed answer and a malformed manifest', async () => {
    await expect(fetchManifest([], respond({}, 503), browser)).rejects.toThrow('HTTP 503');
    await expect(
      fetchManifest([], respond({ remotes: [{ name: 'evil' }], overridesAllowed: false }), browser),
    ).rejects.toThrow();
  });
});
