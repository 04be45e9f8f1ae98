// The host administrator lands on the host's own home, not a customer's empty dashboard.
import { act, render, screen } from '@testing-library/react';
import { addResources, appConfigStore } from '@crm/shared';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { CrmProvider } from '@crm/shared/ui';
import { MemoryRouter } from 'react-router';
import { hostResources } from '../../locales';
import { HomeArea } from './home-area';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ name }: { name: string }) => <p data-testid="remote-home">{name}</p>,
}));

const showHome = () =>
  render(
    <CrmProvider>
      <MemoryRouter>
        <HomeArea remote="reports" />
      </MemoryRouter>
    </CrmProvider>,
  );

describe('the home page (/)', () => {
  beforeAll(() =>
    setTestLanguage('fa', () => {
      for (const [namespace, texts] of Object.entries(hostResources))
        addResources(namespace, texts);
    }),
  );

  it('is the host administration page for a user of the host', async () => {
    setAppConfig({}, { 'Crm.HomePage': true });
    showHome();
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'مدیریت میزبان' })).textContent,
    ).toBe('مدیریت میزبان');
    expect(screen.queryByTestId('remote-home')).toBeNull();
  });

  it("is the remote's dashboard for a user of a tenant", () => {
    setAppConfig({}, { 'Crm.HomePage': true });
    const config = appConfigStore.getState().config!;
    act(() =>
      appConfigStore.setState({
        config: { ...config, currentTenant: { id: 't-1', name: 'demo', isAvailable: true } },
      }),
    );
    showHome();
    expect(screen.getByTestId('remote-home').textContent).toBe('reports');
    expect(screen.queryByTestId('page-host-home')).toBeNull();
  });
});
