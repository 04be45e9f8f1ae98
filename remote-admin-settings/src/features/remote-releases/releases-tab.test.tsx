import { confirmation, toast } from '@crm/shared';
import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { ConfirmationHost } from '@crm/shared/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingsApi, type ReleaseList } from '../../api/settings-api';
import { registerLocales } from '../../locales';
import ReleasesTab from './releases-tab';

jest.mock('../../api/settings-api', () => ({
  settingsApi: {
    listReleases: jest.fn(),
    promote: jest.fn(),
    abortCanary: jest.fn(),
  },
}));
const list = settingsApi.listReleases as jest.Mock;
const promote = settingsApi.promote as jest.Mock;
const abort = settingsApi.abortCanary as jest.Mock;

const release = (version: string, extra: object = {}) => ({
  name: 'reports',
  version,
  baseUrl: `/remotes/reports/${version}/`,
  integrity: 'sha384-x',
  source: 'upload',
  areas: ['/'],
  createdAt: `2026-01-0${version.at(2)}T10:00:00.000Z`,
  releasedBy: 'key:reports pipeline',
  compatibility: 'checked',
  active: false,
  withdrawn: null,
  ...extra,
});

const WITH_CANARY: ReleaseList = {
  items: [
    release('1.2.0', { active: true, releasedBy: 'operator' }),
    release('1.3.0'),
    release('1.4.0', { compatibility: 'forced' }),
  ] as ReleaseList['items'],
  rollouts: [
    {
      name: 'reports',
      stable: '1.2.0',
      canary: {
        version: '1.3.0',
        share: 10,
        tenants: [{ id: 't1', name: 'demo' }],
        startedBy: 'key:reports pipeline',
        startedAt: '2026-01-03T10:00:00.000Z',
        updatedBy: 'key:reports pipeline',
        updatedAt: '2026-01-03T10:00:00.000Z',
      },
      health: {
        since: '2026-01-03T10:00:00.000Z',
        canary: true,
        figures: {
          failures: 3,
          outcomes: 12,
          failureRate: 0.25,
          stableFailures: 1,
          stableOutcomes: 40,
          stableRate: 0.025,
          minOutcomes: 20,
          maxFailurePercent: 5,
          marginPoints: 2,
        },
      },
      lastAutomaticRollback: null,
    },
  ],
  overridesAllowed: true,
};

type RolloutFigures = ReleaseList['rollouts'][number]['health']['figures'];

/** The list after canary 1.3.0 rolled itself back, with these of its figures. */
function rolledBack(figures: Partial<RolloutFigures>): ReleaseList {
  const [rollout] = WITH_CANARY.rollouts;
  return {
    ...WITH_CANARY,
    rollouts: [
      {
        ...rollout!,
        canary: null,
        health: { ...rollout!.health, canary: false },
        lastAutomaticRollback: {
          version: '1.3.0',
          at: '2026-01-03T10:05:00.000Z',
          details: { ...rollout!.health.figures, ...figures },
        },
      },
    ],
  };
}

async function show(data: ReleaseList = WITH_CANARY) {
  list.mockResolvedValue(data);
  await act(
    async () =>
      void renderAt(
        '/s',
        '/s',
        <>
          <ReleasesTab />
          <ConfirmationHost />
        </>,
      ),
  );
}
const click = (name: string, root: HTMLElement = document.body) =>
  act(async () => void fireEvent.click(within(root).getByRole('button', { name })));
const confirmIt = async () => {
  const ask = screen.getByTestId('confirmation');
  const yes = within(ask).getByRole('button', { name: /^(Yes|بله)$/, hidden: true });
  await act(async () => void fireEvent.click(yes));
  return ask;
};
const panel = () => screen.getByTestId('rollout-reports');
/** Text as read, without the invisible direction isolates around names and dates. */
const read = (element: HTMLElement) => element.textContent!.replace(/[\u2068\u2069]/g, '');

describe('the Remote releases tab', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({}, { 'Platform.Remotes': true });
    promote.mockResolvedValue({});
    abort.mockResolvedValue({});
  });
  afterEach(() => {
    act(() => confirmation.clear());
    toast.clear();
    jest.clearAllMocks();
  });

  it('shows the stable release and the canary: its share, tenants and who started it', async () => {
    await show();
    const text = read(panel());
    expect(text).toContain('Stable1.2.0');
    expect(text).toContain('Canary1.3.0');
    expect(read(screen.getByTestId('canary-reach-reports'))).toBe(
      '10% of the browsers of tenants demo (and no other tenant)',
    );
    expect(text).toContain('Started by key “reports pipeline”');
    const forced = screen.getByText('1.4.0').closest('tr')!;
    expect(forced.textContent).toContain('Does not fit, forced');
    expect(screen.getByText('1.2.0', { selector: 'td span' }).closest('tr')!.textContent).toContain(
      'the operator key',
    );
  });

  it('raises the share only above the current one, after confirmation', async () => {
    await show();
    const raise = within(panel()).getByRole('button', { name: 'Raise' });
    expect(raise).toHaveProperty('disabled', true);
    await act(
      async () => void fireEvent.change(labelled('New share (%)'), { target: { value: '5' } }),
    );
    expect(raise).toHaveProperty('disabled', true);
    await act(
      async () => void fireEvent.change(labelled('New share (%)'), { target: { value: '40' } }),
    );
    expect(raise).toHaveProperty('disabled', false);
    await click('Raise', panel());
    expect((await confirmIt()).textContent).toContain(
      'Give canary 1.3.0 of “reports” to 40% of browsers?',
    );
    expect(promote).toHaveBeenCalledWith('reports', '1.3.0', 40);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('completes the canary for everyone, or aborts it', async () => {
    await show();
    await click('Release to everyone', panel());
    await confirmIt();
    expect(promote).toHaveBeenCalledWith('reports', '1.3.0');
    await click('Abort the canary', panel());
    expect((await confirmIt()).textContent).toContain('Its browsers get 1.2.0 again.');
    expect(abort).toHaveBeenCalledWith('reports');
  });

  it('offers no promotion of other releases and no plain rollback while a canary runs', async () => {
    await show();
    expect(screen.queryByRole('button', { name: 'Roll back' })).toBeNull();
    const other = screen.getByText('1.4.0').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Promote' })).toHaveProperty('disabled', true);
  });

  it('offers no promotion of a withdrawn release, and says it was withdrawn', async () => {
    await show({
      ...rolledBack({}),
      items: [
        release('1.2.0', { active: true }),
        release('1.3.0', { withdrawn: { at: '2026-01-04T10:00:00.000Z', by: 'system' } }),
        release('1.4.0'),
      ] as ReleaseList['items'],
    });
    const withdrawn = screen.getByText('1.3.0', { selector: 'td span' }).closest('tr')!;
    expect(within(withdrawn).queryByRole('button', { name: 'Promote' })).toBeNull();
    expect(read(screen.getByTestId('withdrawn-reports-1.3.0'))).toBe('Withdrawn');
    const other = screen.getByText('1.4.0', { selector: 'td span' }).closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Promote' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("shows the canary's and the stable release's failed loads and the rollback limits", async () => {
    await show();
    expect(read(screen.getByTestId('rollout-health-reports'))).toMatch(
      /^Since .+: canary 3 of 12 loads failed \(25%\); stable 1 of 40 loads failed \(2\.5%\)\.$/,
    );
    expect(panel().textContent).toContain(
      'The canary rolls itself back once it has 20 loads and fails more than 5% and more than the stable plus 2 points.',
    );
    expect(screen.queryByTestId('auto-rollback-reports')).toBeNull();
  });

  it('shows the last automatic rollback with its figures, and the stable health alone', async () => {
    await show(rolledBack({ failures: 6, outcomes: 24 }));
    expect(read(screen.getByTestId('rollout-health-reports'))).toBe(
      'Last hour: 1 of 40 loads failed (2.5%).',
    );
    expect(read(screen.getByTestId('auto-rollback-reports'))).toMatch(
      /^Canary 1\.3\.0 rolled itself back on .+: 6 of 24 loads failed \(25%\); the stable release: 2\.5%\.$/,
    );
  });

  it('names where each release came from, and a stable release without loads as such', async () => {
    await show({
      ...rolledBack({ stableRate: null }),
      items: [
        release('1.2.0', { active: true, source: 'local-build' }),
        release('1.3.0'),
      ] as ReleaseList['items'],
    });
    const sourceOf = (version: string) =>
      screen.getByText(version, { selector: 'td span' }).closest('tr')!.cells[1]!.textContent;
    expect(sourceOf('1.2.0')).toBe('built with the server');
    expect(sourceOf('1.3.0')).toBe('uploaded');
    expect(read(screen.getByTestId('auto-rollback-reports'))).toMatch(
      /; the stable release: no loads\.$/,
    );
  });

  it('says how to start a canary when none runs', async () => {
    await show({
      ...WITH_CANARY,
      rollouts: [{ ...WITH_CANARY.rollouts[0]!, canary: null }],
    });
    expect(panel().textContent).toContain('npm run promote -- reports <version> --canary 10');
    expect(within(panel()).queryByRole('button', { name: 'Raise' })).toBeNull();
  });

  it('speaks Persian', async () => {
    await setTestLanguage('fa', registerLocales);
    await show();
    expect(panel().textContent).toContain('انتشار آزمایشی');
    expect(screen.getAllByRole('cell', { name: 'بارگذاری با خط فرمان' })).toHaveLength(3);
    expect(read(screen.getByTestId('rollout-health-reports'))).toContain(
      'نسخهٔ آزمایشی ۳ از ۱۲ بارگذاری ناموفق (۲۵٪)',
    );
    expect(within(panel()).getByRole('button', { name: 'افزایش سهم' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
