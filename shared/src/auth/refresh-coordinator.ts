// Refresh tokens rotate and a reused one revokes the whole grant, so two refreshes with the same
// token must never race: within a tab concurrent callers share one refresh, and across tabs of
// the same origin a Web Lock serialises them (the second tab re-reads the stored tokens after
// taking the lock and skips refreshing when the first tab already did).

export const REFRESH_LOCK = 'crm-token-refresh';

type LockManager = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

export function createRefreshCoordinator<T>(
  refresh: () => Promise<T>,
  locks: LockManager | undefined = navigator.locks,
) {
  let inFlight: Promise<T> | undefined;
  return function refreshOnce(): Promise<T> {
    inFlight ??= (locks ? locks.request(REFRESH_LOCK, refresh) : refresh()).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
