import { createHealthReporter, HEALTH_BATCH_DELAY_MS } from './health-reporter';

const reports = { name: 'reports', version: '1.3.0' };
const identity = { name: 'identity', version: '2.0.1' };

function setUp(accepts = true) {
  const sent: unknown[][] = [];
  const send = jest.fn((body: string) => {
    sent.push(JSON.parse(body) as unknown[]);
    return accepts;
  });
  const reporter = createHealthReporter({ send, rolloutId: 'b7e1c0' });
  return { reporter, send, sent };
}

describe('the remote-health reporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a page load’s stages together, a few seconds after the first', () => {
    const { reporter, sent } = setUp();
    reporter.report(reports, 'entry-fetched', 'ok');
    reporter.report(reports, 'container-init', 'ok');
    jest.advanceTimersByTime(HEALTH_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    reporter.report(reports, 'first-mount', 'failed');
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        {
          remote: 'reports',
          version: '1.3.0',
          outcome: 'ok',
          stage: 'entry-fetched',
          rolloutId: 'b7e1c0',
        },
        {
          remote: 'reports',
          version: '1.3.0',
          outcome: 'ok',
          stage: 'container-init',
          rolloutId: 'b7e1c0',
        },
        {
          remote: 'reports',
          version: '1.3.0',
          outcome: 'failed',
          stage: 'first-mount',
          rolloutId: 'b7e1c0',
        },
      ],
    ]);
    jest.advanceTimersByTime(HEALTH_BATCH_DELAY_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when 50 wait, never more than 50 in one beacon', () => {
    const { reporter, sent } = setUp();
    const stages = ['entry-fetched', 'integrity', 'container-init', 'first-mount'] as const;
    for (let i = 0; i < 13; i += 1)
      for (const stage of stages)
        reporter.report({ name: 'reports', version: `1.0.${i}` }, stage, 'ok');
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    reporter.flush();
    expect(sent.map((batch) => batch.length)).toEqual([50, 2]);
  });

  it('sends what waits when flushed, and nothing when nothing waits', () => {
    const { reporter, send, sent } = setUp();
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
    reporter.report(identity, 'first-mount', 'ok');
    reporter.flush();
    expect(sent).toEqual([[expect.objectContaining({ remote: 'identity', stage: 'first-mount' })]]);
    jest.advanceTimersByTime(HEALTH_BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a stage of a release once per page load: its first outcome', () => {
    const { reporter, sent } = setUp();
    reporter.report(reports, 'first-mount', 'failed');
    reporter.report(reports, 'first-mount', 'ok');
    reporter.report({ ...reports, version: '1.2.0' }, 'first-mount', 'ok');
    reporter.flush();
    expect(sent[0]).toEqual([
      expect.objectContaining({ version: '1.3.0', outcome: 'failed' }),
      expect.objectContaining({ version: '1.2.0', outcome: 'ok' }),
    ]);
  });

  it('leaves out what the server would refuse (a dev server’s remote)', () => {
    const { reporter, send } = setUp();
    reporter.report({ name: 'reports', version: 'dev' }, 'first-mount', 'ok');
    reporter.report({ name: 'payroll', version: '1.0.0' }, 'first-mount', 'ok');
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each event with the health ticket of the manifest that named its release', () => {
    const sent: unknown[][] = [];
    const reporter = createHealthReporter({
      send: (body) => sent.push(JSON.parse(body) as unknown[]) > 0,
      rolloutId: 'b7e1c0',
      ticketOf: (release) => (release.name === 'reports' ? 'ticket-of-reports' : undefined),
    });
    reporter.report(reports, 'first-mount', 'ok');
    reporter.report(identity, 'first-mount', 'ok');
    reporter.flush();
    expect(sent).toEqual([
      [
        expect.objectContaining({ remote: 'reports', ticket: 'ticket-of-reports' }),
        expect.not.objectContaining({ ticket: expect.anything() }),
      ],
    ]);
  });

  it('drops a batch the browser will not take, and goes on', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reporter, send } = setUp(false);
    reporter.report(reports, 'first-mount', 'ok');
    reporter.flush();
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[host] 1 remote-health events were not sent');
  });
});
