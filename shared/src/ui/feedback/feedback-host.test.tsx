import { act, fireEvent, render, screen } from '@testing-library/react';
import { CrmProvider } from '../crm-provider';
import { setTestLanguage } from '../testing/render-ui';
import { confirm, confirmation } from '@crm/shared';
import { FeedbackHost } from './feedback-host';
import { loader } from '@crm/shared';
import { toast } from '@crm/shared';

describe('FeedbackHost', () => {
  beforeEach(async () => {
    await setTestLanguage('en');
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.clear();
      confirmation.clear();
      loader.reset();
    });
    jest.useRealTimers();
  });

  it('shows what calls from another React root ask for', async () => {
    render(
      <CrmProvider>
        <FeedbackHost />
      </CrmProvider>,
    );
    // The dialog's and the toasts' code load on demand: nothing is mounted before they are used.
    expect(screen.queryByTestId('confirmation')).toBeNull();
    expect(screen.queryByTestId('toast-stack')).toBeNull();
    // A second root, as a mounted remote would be: no shared React context with the host.
    const remote = render(<button onClick={() => void confirm({ message: 'Go?' })}>ask</button>);
    fireEvent.click(remote.getByText('ask'));
    act(() => {
      toast.info('From the remote');
      loader.start();
      jest.advanceTimersByTime(500);
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('From the remote');
    expect(screen.getByTestId('loader-bar')).toBeTruthy();
    expect((await screen.findByTestId('confirmation')).textContent).toContain('Go?');
  });
});
