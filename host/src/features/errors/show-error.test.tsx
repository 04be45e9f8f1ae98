import { confirmationStore, settleConfirmation, toastStore } from '@crm/shared';
import { useErrorScreenStore } from './error-screen-store';
import { showError } from './show-error';

describe('showError', () => {
  const goToLogin = jest.fn();
  beforeEach(() => {
    useErrorScreenStore.getState().dismiss();
    goToLogin.mockReset();
  });

  it('toasts a 401 and goes to login', async () => {
    await showError({ status: 401 }, { goToLogin });
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({
      severity: 'error',
      title: 'AbpUi::DefaultErrorMessage401',
    });
    expect(goToLogin).toHaveBeenCalled();
  });

  it('shows 403 as a full-page screen', async () => {
    await showError({ status: 403 }, { goToLogin });
    expect(useErrorScreenStore.getState().screen).toMatchObject({ status: 403, homeButton: true });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('shows an ABP error in a dialog with only a close button, then login after a 401', async () => {
    const shown = showError(
      { status: 401, abpError: { message: 'Expired', details: 'Sign in again' } },
      { goToLogin },
    );
    const [dialog] = confirmationStore.getState().queue;
    expect(dialog).toMatchObject({
      title: 'Expired',
      message: 'Sign in again',
      hideCancelBtn: true,
    });
    expect(goToLogin).not.toHaveBeenCalled();
    settleConfirmation(dialog!.id, 'confirm');
    await shown;
    expect(goToLogin).toHaveBeenCalled();
  });
});
