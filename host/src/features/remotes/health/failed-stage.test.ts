import { failedStage } from './failed-stage';

const release = { remoteEntry: '/remotes/reports/1.3.0/remoteEntry.js', integrity: 'sha384-abc' };
const entryUrl = `${window.location.origin}/remotes/reports/1.3.0/remoteEntry.js`;
const ok = { ok: true, status: 200 } as Response;

describe('failedStage', () => {
  it('blames the fetch of the entry when it cannot be fetched, or answers an error', async () => {
    const unreachable = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failedStage(release, unreachable)).toBe('entry-fetched');
    expect(unreachable).toHaveBeenCalledWith(entryUrl, { cache: 'force-cache' });
    const missing = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    expect(await failedStage(release, missing)).toBe('entry-fetched');
  });

  it('blames the integrity when the entry arrives but not with its recorded hash', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(ok)
      .mockRejectedValueOnce(new TypeError('integrity mismatch'));
    expect(await failedStage(release, fetchImpl)).toBe('integrity');
    expect(fetchImpl).toHaveBeenLastCalledWith(entryUrl, {
      cache: 'force-cache',
      integrity: 'sha384-abc',
    });
  });

  it('blames the container when the entry arrives intact', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(ok);
    expect(await failedStage(release, fetchImpl)).toBe('container-init');
    expect(await failedStage({ ...release, integrity: '' }, fetchImpl)).toBe('container-init');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
