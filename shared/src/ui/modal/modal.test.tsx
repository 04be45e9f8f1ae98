import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ESCAPE_DEBOUNCE_MS } from '../constants';
import { CrmProvider } from '../crm-provider';
import { ConfirmationHost } from '../feedback/confirmation/confirmation-host';
import { confirmation, leavePage } from '@crm/shared';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Modal, type ModalProps } from './modal';
import { ModalButton } from './modal-button';

type Options = Partial<Omit<ModalProps, 'open' | 'onClose' | 'children'>>;

function Harness({ onClose, ...options }: Options & { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Modal
        open={open}
        title="Edit"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        primaryAction={{ label: 'AbpUi::Save', onClick: () => {} }}
        footerStart={<ModalButton>Reset</ModalButton>}
        {...options}
      >
        <p>body</p>
      </Modal>
      <ConfirmationHost />
    </>
  );
}

function show(options: Options = {}) {
  const onClose = jest.fn();
  renderUi(<Harness onClose={onClose} {...options} />);
  return onClose;
}

const modal = () => screen.getByRole('dialog');
const button = (name: string) => within(modal()).getByRole('button', { name });

/**
 * A button of the confirmation. Tabster hides the dialogs from assistive technology for a moment
 * while focus moves between two modals (on a timer, longer on a loaded machine); this test is
 * about the closing rules, not that moment, so it finds the button whatever the moment.
 */
const answer = (confirmationDialog: HTMLElement, name: string) =>
  within(confirmationDialog).getByRole('button', { name, hidden: true });

async function flush() {
  await act(async () => {});
}

describe('Modal', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });
  afterEach(() => act(() => confirmation.clear()));

  it('closes from the cancel button and the close icon', () => {
    const onClose = show();
    fireEvent.click(button('لغو'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('body')).toBeNull();

    const again = show();
    fireEvent.click(button('بستن'));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape once the 150 ms debounce has passed', () => {
    jest.useFakeTimers();
    try {
      const onClose = show();
      fireEvent.keyDown(modal(), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(ESCAPE_DEBOUNCE_MS - 10));
      fireEvent.keyDown(modal(), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(ESCAPE_DEBOUNCE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('cannot close while busy, disables the footer and spins the primary button', () => {
    jest.useFakeTimers();
    try {
      const onClose = show({ busy: true });
      for (const name of ['لغو', 'بستن', 'Reset']) {
        expect(button(name).hasAttribute('disabled')).toBe(true);
      }
      const save = button('ذخیره');
      expect(save.hasAttribute('disabled')).toBe(true);
      expect(within(save).getByTestId('modal-busy')).toBeTruthy();
      fireEvent.keyDown(modal(), { key: 'Escape' });
      act(() => jest.advanceTimersByTime(1000));
      expect(onClose).not.toHaveBeenCalled();
      expect(modal().getAttribute('aria-busy')).toBe('true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before closing with unsaved changes and stays open when not confirmed', async () => {
    const onClose = show({ dirty: true });
    fireEvent.click(button('لغو'));
    await flush();
    const ask = screen.getByTestId('confirmation');
    expect(ask.textContent).toContain('تغییرات ذخیره‌نشده‌ای دارید.');
    expect(within(ask).queryByRole('button', { name: 'بستن' })).toBeNull();
    fireEvent.click(answer(ask, 'لغو'));
    await flush();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('body')).toBeTruthy();

    fireEvent.click(button('بستن'));
    await flush();
    fireEvent.click(answer(screen.getByTestId('confirmation'), 'بله'));
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes without asking when the page is left, and takes its open question with it', async () => {
    const onClose = show({ dirty: true });
    fireEvent.click(button('لغو'));
    await flush();
    expect(screen.getByTestId('confirmation')).toBeTruthy();
    act(() => leavePage());
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('body')).toBeNull();
    expect(screen.queryByTestId('confirmation')).toBeNull();
  });

  it('dismisses its unsaved-changes question when it unmounts', async () => {
    const view = renderUi(
      <>
        <Modal open dirty title="Edit" onClose={() => {}}>
          <p>body</p>
        </Modal>
        <ConfirmationHost />
      </>,
    );
    fireEvent.click(button('لغو'));
    await flush();
    expect(screen.getByTestId('confirmation')).toBeTruthy();
    view.rerender(
      <CrmProvider>
        <ConfirmationHost />
      </CrmProvider>,
    );
    await flush();
    expect(screen.queryByTestId('confirmation')).toBeNull();
  });

  it('closes at once with unsaved changes when the warning is suppressed', () => {
    const onClose = show({ dirty: true, suppressUnsavedChangesWarning: true });
    fireEvent.click(button('لغو'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('confirmation')).toBeNull();
  });

  it('asks the browser to warn before leaving the page with unsaved changes', () => {
    show({ dirty: true });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('localizes a title given as a resource key', () => {
    show({ title: 'AbpUi::AreYouSure' });
    expect(within(modal()).getByRole('heading').textContent).toBe('آیا اطمینان دارید؟');
  });

  it('is 500 px wide by default and 800 px when large', () => {
    show();
    expect(modal().style.width).toBe('500px');
    fireEvent.click(button('لغو'));
    show({ size: 'lg' });
    expect(modal().style.width).toBe('800px');
  });
});
