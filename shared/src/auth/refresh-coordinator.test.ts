import { createRefreshCoordinator, REFRESH_LOCK } from './refresh-coordinator';

describe('createRefreshCoordinator', () => {
  it('shares one refresh between concurrent callers in a tab', async () => {
    let release!: (value: string) => void;
    const refresh = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refreshOnce = createRefreshCoordinator(refresh, undefined);
    const calls = [refreshOnce(), refreshOnce(), refreshOnce()];
    release('fresh');
    await expect(Promise.all(calls)).resolves.toEqual(['fresh', 'fresh', 'fresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again once the previous refresh has finished', async () => {
    const refresh = jest.fn().mockResolvedValue(true);
    const refreshOnce = createRefreshCoordinator(refresh, undefined);
    await refreshOnce();
    await refreshOnce();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('holds the cross-tab lock while refreshing', async () => {
    const held: string[] = [];
    const locks = {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        held.push(name);
        return callback();
      },
    };
    const refreshOnce = createRefreshCoordinator(() => Promise.resolve(true), locks);
    await refreshOnce();
    expect(held).toEqual([REFRESH_LOCK]);
  });
});
