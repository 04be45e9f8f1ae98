import { fetchManifest, MANIFEST_PATH } from './fetch-manifest';

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

describe('fetchManifest', () => {
  it('asks for the manifest uncached, sending the session pins', async () => {
    const fetchImpl = respond({ remotes: [release], overridesAllowed: true });
    const manifest = await fetchManifest([{ name: 'reports', version: '1.0.0' }], fetchImpl);
    expect(manifest.remotes[0]?.name).toBe('reports');
    expect(fetchImpl).toHaveBeenCalledWith(
      `${MANIFEST_PATH}?pins=reports%401.0.0`,
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('rejects a failed answer and a malformed manifest', async () => {
    await expect(fetchManifest([], respond({}, 503))).rejects.toThrow('HTTP 503');
    await expect(
      fetchManifest([], respond({ remotes: [{ name: 'evil' }], overridesAllowed: false })),
    ).rejects.toThrow();
  });
});
