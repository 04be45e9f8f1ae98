import { labelled, renderAt, setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { ConfirmationHost } from '@crm/shared/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingsApi, type ReleaseList } from '../../api/settings-api';
import { registerLocales } from '../../locales';
import { tenantNames } from './canary-start-form';
import ReleasesTab from './releases-tab';

jest.mock('../../api/settings-api', () => ({
  settingsApi: { listReleases: jest.fn(), startCanary: jest.fn() },
}));
const list = settingsApi.listReleases as jest.Mock;
const startCanary = settingsApi.startCanary as jest.Mock;

const release = (version: string, active = false) => ({
  name: 'reports',
  version,
  baseUrl: `/remotes/reports/${version}/`,
  integrity: 'sha384-x',
  source: 'upload',
  areas: ['/'],
  createdAt: `2026-01-0${version.at(2)}T10:00:00.000Z`,
  releasedBy: 'operator',
  compatibility: 'checked',
  active,
});

const NO_CANARY = {
  items: [release('1.2.0', true), release('1.3.0'), release('1.4.0')],
  rollouts: [
    {
      name: 'reports',
      stable: '1.2.0',
      canary: null,
      health: {
        since: '2026-01-03T10:00:00.000Z',
        canary: false,
        figures: {
          failures: 0,
          outcomes: 0,
          failureRate: null,
          stableFailures: 0,
          stableOutcomes: 0,
          stableRate: null,
          minOutcomes: 20,
          maxFailurePercent: 5,
          marginPoints: 2,
        },
      },
      lastAutomaticRollback: null,
    },
  ],
  overridesAllowed: true,
} as unknown as ReleaseList;

async function show() {
  list.mockResolvedValue(NO_CANARY);
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
const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(labelled(label), { target: { value } }));
const form = () => screen.getByTestId('canary-start-reports');

describe('starting a canary from the Remote releases tab', () => {
  beforeEach(async () => {
    await setTestLanguage('en', registerLocales);
    setAppConfig({}, { 'Platform.Remotes': true });
    startCanary.mockReset().mockResolvedValue({});
  });

  it('offers the registered versions other than the stable one', async () => {
    await show();
    const options = within(form())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['1.4.0', '1.3.0']);
  });

  it('sends the version, the share, the tenants and the limits given, after a confirmation', async () => {
    await show();
    await act(
      async () =>
        void fireEvent.change(within(form()).getByRole('combobox'), {
          target: { value: '1.3.0' },
        }),
    );
    await type('Share of browsers (percent)', '25');
    await type('Only these tenants', 'demo، acme ,');
    await type('Highest failure percent', '2.5');
    await act(
      async () => void fireEvent.click(within(form()).getByRole('button', { name: 'Start' })),
    );
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toMatch(/1\.3\.0.*reports|reports.*1\.3\.0/);
    expect(ask.textContent).toContain('demo، acme');
    expect(startCanary).not.toHaveBeenCalled();
    await act(
      async () =>
        void fireEvent.click(within(ask).getByRole('button', { name: /^Yes$/, hidden: true })),
    );
    expect(startCanary).toHaveBeenCalledWith('reports', '1.3.0', {
      canary: 25,
      tenants: ['demo', 'acme'],
      maxFailurePercent: 2.5,
    });
  });
});

describe('tenant names typed in the form', () => {
  it('are split at Latin and Persian commas, blanks dropped', () => {
    expect(tenantNames(' demo،acme, ,beta ')).toEqual(['demo', 'acme', 'beta']);
    expect(tenantNames('  ')).toEqual([]);
  });
});
