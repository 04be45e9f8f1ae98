import { act, fireEvent, screen, within } from '@testing-library/react';
import { ESCAPE_DEBOUNCE_MS } from '../../constants';
import { renderUi, setTestLanguage } from '../../testing/render-ui';
import { ConfirmationHost } from './confirmation-host';
import { confirm, confirmation, type ConfirmationStatus } from '@crm/shared';

function ask(options: Parameters<typeof confirm>[0]) {
  const outcome: { status?: ConfirmationStatus } = {};
  act(() => void confirm(options).then((status) => (outcome.status = status)));
  return outcome;
}

async function flush() {
  await act(async () => {});
}

describe('ConfirmationHost', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });
  afterEach(() => act(() => confirmation.clear()));

  it('resolves confirm and reject from the two buttons, with AbpUi default texts', async () => {
    renderUi(<ConfirmationHost />);
    const first = ask({ message: 'Delete?' });
    const dialog = screen.getByTestId('confirmation');
    expect(dialog.textContent).toContain('آیا اطمینان دارید؟');
    fireEvent.click(within(dialog).getByRole('button', { name: 'بله' }));
    await flush();
    expect(first.status).toBe('confirm');

    const second = ask({ message: 'Delete?' });
    fireEvent.click(screen.getByRole('button', { name: 'لغو' }));
    await flush();
    expect(second.status).toBe('reject');
    expect(screen.queryByTestId('confirmation')).toBeNull();
  });

  it('dismisses from the close icon', async () => {
    renderUi(<ConfirmationHost />);
    const outcome = ask({ message: 'Leave?' });
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    await flush();
    expect(outcome.status).toBe('dismiss');
  });

  it('dismisses on Escape after the 150 ms debounce', async () => {
    jest.useFakeTimers();
    try {
      renderUi(<ConfirmationHost />);
      const outcome = ask({ message: 'Leave?' });
      fireEvent.keyDown(screen.getByTestId('confirmation'), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(ESCAPE_DEBOUNCE_MS - 1));
      await flush();
      expect(outcome.status).toBeUndefined();
      act(() => jest.advanceTimersByTime(1));
      await flush();
      expect(outcome.status).toBe('dismiss');
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no close icon and ignores Escape when not dismissible', async () => {
    jest.useFakeTimers();
    try {
      renderUi(<ConfirmationHost />);
      const outcome = ask({ message: 'Sure?', dismissible: false });
      expect(screen.queryByRole('button', { name: 'بستن' })).toBeNull();
      fireEvent.keyDown(screen.getByTestId('confirmation'), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(1000));
      await flush();
      expect(outcome.status).toBeUndefined();
      expect(screen.getByTestId('confirmation')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses given texts, hides buttons on request and is 450 px wide', () => {
    renderUi(<ConfirmationHost />);
    ask({
      message: 'User {0} will be deleted',
      messageLocalizationParams: ['ali'],
      title: 'Delete user',
      yesText: 'Delete',
      hideCancelBtn: true,
      severity: 'warning',
    });
    const dialog = screen.getByTestId('confirmation');
    expect(dialog.textContent).toContain('Delete user');
    expect(dialog.textContent).toContain('User ali will be deleted');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'لغو' })).toBeNull();
    expect(dialog.style.width).toBe('450px');
  });

  it('shows queued confirmations one after another', async () => {
    renderUi(<ConfirmationHost />);
    const first = ask({ message: 'First' });
    const second = confirmation.warn('Second', 'Title');
    expect(screen.getAllByTestId('confirmation')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'بله' }));
    await flush();
    expect(first.status).toBe('confirm');
    expect(screen.getByTestId('confirmation').textContent).toContain('Second');
    fireEvent.click(screen.getByRole('button', { name: 'لغو' }));
    await expect(second).resolves.toBe('reject');
  });
});
