// One layout for every error page (issue 38): an unknown address raises the same full-page
// screen as a 403 or a 500, and the status is written in the page's digits.
import { act, render, screen } from '@testing-library/react';
import { addResources, setLanguage } from '@crm/shared';
import { setTestLanguage } from '@crm/shared/testing';
import { CrmProvider } from '@crm/shared/ui';
import { MemoryRouter } from 'react-router';
import { hostResources } from '../../locales';
import { ErrorScreenHost } from './error-screen';
import { useErrorScreenStore } from './error-screen-store';
import { NotFound } from './not-found';

const registerHost = () => {
  for (const [namespace, texts] of Object.entries(hostResources)) addResources(namespace, texts);
};

function showUnknownAddress() {
  return render(
    <CrmProvider>
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFound />
      </MemoryRouter>
      <ErrorScreenHost />
    </CrmProvider>,
  );
}

describe('the error screens', () => {
  afterEach(() => act(() => useErrorScreenStore.getState().dismiss()));

  it('shows an unknown address as the full-page 404 screen, in Persian digits', async () => {
    await setTestLanguage('fa', registerHost);
    await act(async () => void (await setLanguage('fa')));
    const view = showUnknownAddress();
    const errorScreen = await screen.findByTestId('error-screen');
    expect(errorScreen.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByTestId('error-status').textContent).toBe('۴۰۴');
    view.unmount();
  });

  it('writes a 403 in Latin digits in English', async () => {
    await setTestLanguage('en', registerHost);
    await act(async () => void (await setLanguage('en')));
    render(<ErrorScreenHost />);
    act(() =>
      useErrorScreenStore
        .getState()
        .show({ status: 403, title: 't', details: 'd', homeButton: true }),
    );
    expect(screen.getByTestId('error-status').textContent).toBe('403');
  });
});
