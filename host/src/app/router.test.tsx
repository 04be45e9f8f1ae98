// The full-page error and navigation (issue 31): any navigation, Back included, clears the screen
// of the page left, and every forbidden page shows its 403, also after the last was dismissed.
import { act, render } from '@testing-library/react';
import { addResources, authStore, confirm, confirmationStore } from '@crm/shared';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { useErrorScreenStore } from '../features/errors/error-screen-store';
import type { HostRoute } from '../features/layout/collect-routes';
import { navigateTo } from '../features/navigation/navigate';
import { useShellStore } from '../features/startup/shell-store';
import { hostResources } from '../locales';
import { HostRouter } from './router';

jest.mock('../features/remotes/remote-area', () => ({
  RemoteArea: ({ name }: { name: string }) => <p data-testid="page">{name}</p>,
}));

const route = (path: string, policy?: string): HostRoute => ({
  path,
  crumbs: [],
  layout: 'empty',
  remote: path,
  policy,
  titleKey: undefined,
});
const ROUTES = [
  route('/open'),
  route('/forbidden-a', 'Not.Granted'),
  route('/forbidden-b', 'Not.Granted'),
];

const status = () => useErrorScreenStore.getState().screen?.status;

async function go(path: string) {
  await act(async () => navigateTo(path));
}

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('the host router and the full-page error', () => {
  beforeAll(async () => {
    await setTestLanguage('fa', () => {
      for (const [namespace, texts] of Object.entries(hostResources))
        addResources(namespace, texts);
    });
    setAppConfig({}, { 'Crm.HomePage': true });
    authStore.setState({
      tokens: { accessToken: 'a', expiresAt: Date.now() + 3_600_000 } as NonNullable<
        ReturnType<typeof authStore.getState>['tokens']
      >,
    });
    useShellStore.setState({ ready: true, passwordExpired: false });
  });

  beforeEach(async () => {
    await go('/open');
    useErrorScreenStore.getState().dismiss();
  });

  it('clears a 403 when the user goes Back to the page before it', async () => {
    const view = render(<HostRouter routes={ROUTES} />);
    await go('/forbidden-a');
    expect(status()).toBe(403);
    await back();
    expect(window.location.pathname).toBe('/open');
    expect(status()).toBeUndefined();
    expect(view.getByTestId('page').textContent).toBe('/open');
    view.unmount();
  });

  it('clears any full-page error on a navigation, not only its own', async () => {
    const view = render(<HostRouter routes={ROUTES} />);
    act(() =>
      useErrorScreenStore
        .getState()
        .show({ status: 500, title: 't', details: 'd', homeButton: true }),
    );
    await go('/open?again');
    expect(status()).toBeUndefined();
    view.unmount();
  });

  it('shows the 403 of the next forbidden page after the last one was dismissed', async () => {
    const view = render(<HostRouter routes={ROUTES} />);
    await go('/forbidden-a');
    expect(status()).toBe(403);
    act(() => useErrorScreenStore.getState().dismiss());
    await go('/forbidden-b');
    expect(status()).toBe(403);
    act(() => useErrorScreenStore.getState().dismiss());
    await go('/forbidden-a');
    expect(status()).toBe(403);
    view.unmount();
  });

  it('dismisses the questions of the page left, on Back too, and keeps them within a page', async () => {
    const view = render(<HostRouter routes={ROUTES} />);
    const asked = () => confirmationStore.getState().queue.length;
    const samePage = confirm({ message: 'Leave?' });
    await go('/open?tab=2');
    expect(asked()).toBe(1);
    await go('/forbidden-a');
    await expect(samePage).resolves.toBe('dismiss');
    act(() => useErrorScreenStore.getState().dismiss());
    const onBack = confirm({ message: 'Leave?' });
    await back();
    await expect(onBack).resolves.toBe('dismiss');
    expect(asked()).toBe(0);
    view.unmount();
  });
});
