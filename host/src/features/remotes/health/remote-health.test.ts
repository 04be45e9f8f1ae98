import { announcePageFailure } from '@crm/shared/remote';
import { useRemoteStore } from '../remote-store';
import {
  REMOTE_HEALTH_URL,
  reportRemoteFailed,
  reportRemoteLoaded,
  reportRemoteStage,
  sendByBeacon,
  startRemoteHealthReports,
} from './remote-health';

const release = {
  name: 'reports' as const,
  version: '1.3.0',
  entry: '/remotes/reports/1.3.0/mf-manifest.json',
  remoteEntry: '/remotes/reports/1.3.0/remoteEntry.js',
  integrity: 'sha384-abc',
  areas: ['/'],
  overridden: false,
};

const stagesIn = (send: jest.Mock) =>
  send.mock.calls.flatMap(([body]: [string]) =>
    (JSON.parse(body) as { stage: string; outcome: string }[]).map(
      (e) => `${e.stage} ${e.outcome}`,
    ),
  );

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the page’s remote-health reports', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    setVisibility('visible');
  });

  it('collects nothing before start-up starts them', () => {
    expect(() => reportRemoteStage(release, 'first-mount', 'ok')).not.toThrow();
  });

  it('sends what waits when the page is hidden, and again when it is left', () => {
    const send = jest.fn().mockReturnValue(true);
    startRemoteHealthReports('b7e1c0', send);
    reportRemoteLoaded(release);
    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(stagesIn(send)).toEqual(['entry-fetched ok', 'integrity ok', 'container-init ok']);
    reportRemoteStage(release, 'first-mount', 'ok');
    window.dispatchEvent(new Event('pagehide'));
    expect(stagesIn(send)).toEqual([
      'entry-fetched ok',
      'integrity ok',
      'container-init ok',
      'first-mount ok',
    ]);
    expect(JSON.parse(send.mock.calls[0][0] as string)[0]).toMatchObject({ rolloutId: 'b7e1c0' });
  });

  it('reports the stages before a failed one as held, and the failed one', async () => {
    const send = jest.fn().mockReturnValue(true);
    startRemoteHealthReports('b7e1c0', send);
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, status: 200 })
      .mockRejectedValueOnce(new TypeError('integrity mismatch'));
    await reportRemoteFailed(release);
    window.dispatchEvent(new Event('pagehide'));
    expect(stagesIn(send)).toEqual(['entry-fetched ok', 'integrity failed']);
  });

  it('counts a first page that threw while drawing as a failed first mount, not the later mount', () => {
    const send = jest.fn().mockReturnValue(true);
    startRemoteHealthReports('b7e1c0', send);
    useRemoteStore.getState().set({ status: 'loading', release });
    announcePageFailure('reports');
    announcePageFailure('identity');
    reportRemoteStage(release, 'first-mount', 'ok');
    window.dispatchEvent(new Event('pagehide'));
    expect(stagesIn(send)).toEqual(['first-mount failed']);
  });

  it('sends by beacon as JSON, or by a fetch that outlives the page without one', async () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    expect(sendByBeacon('[]')).toBe(true);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(REMOTE_HEALTH_URL);
    expect(blob.type).toBe('application/json');
    expect(await textOf(blob)).toBe('[]');
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    global.fetch = jest.fn().mockResolvedValue({ ok: true });
    expect(sendByBeacon('[1]')).toBe(true);
    expect(global.fetch).toHaveBeenCalledWith(
      REMOTE_HEALTH_URL,
      expect.objectContaining({ method: 'POST', body: '[1]', keepalive: true }),
    );
  });
});
