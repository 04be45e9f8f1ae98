import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmationHost } from '../feedback/confirmation/confirmation-host';
import { confirm, confirmation } from '@crm/shared';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <div role="menu">
        <button role="menuitem" onClick={() => setOpen(true)}>
          from a menu
        </button>
      </div>
      <Modal open={open} title="Edit" onClose={() => setOpen(false)}>
        <button onClick={() => void confirm({ message: 'Sure?' })}>ask</button>
      </Modal>
      <ConfirmationHost />
    </>
  );
}

/** Lets the dialog's clean-up and the deferred focus run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

function openFrom(name: string) {
  const opener = screen.getByRole(name === 'open' ? 'button' : 'menuitem', { name });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

describe('focus after a dialog closes', () => {
  beforeEach(async () => {
    await setTestLanguage('en');
  });
  afterEach(() => act(() => confirmation.clear()));

  it('returns to the button that opened it', async () => {
    renderUi(<Page />);
    const opener = openFrom('open');
    const dialog = screen.getByRole('dialog');
    act(() => within(dialog).getByRole('button', { name: 'ask' }).focus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('passes over a menu item to the element focused before the menu', async () => {
    renderUi(<Page />);
    const before = screen.getByRole('button', { name: 'open' });
    act(() => before.focus());
    openFrom('from a menu');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(document.activeElement).toBe(before);
  });

  it('returns into the dialog when a confirmation over it closes', async () => {
    renderUi(<Page />);
    openFrom('open');
    const ask = within(screen.getByRole('dialog')).getByRole('button', { name: 'ask' });
    act(() => ask.focus());
    fireEvent.click(ask);
    await settle();
    const question = screen.getByTestId('confirmation');
    fireEvent.click(within(question).getByText('Cancel'));
    await settle();
    expect(screen.queryByTestId('confirmation')).toBeNull();
    expect(document.activeElement).toBe(ask);
  });
});
