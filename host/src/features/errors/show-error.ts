import { confirm, toast } from '@crm/shared';
import { errorAction, type FailedRequest } from './error-action';
import { useErrorScreenStore } from './error-screen-store';

export interface ShowErrorEffects {
  /** Sends the user to the login page (keeping where they were as the return URL). */
  goToLogin: () => void;
}

/** Carries out the catalogue's reaction to a failed request (see `errorAction`). */
export async function showError(failure: FailedRequest, effects: ShowErrorEffects): Promise<void> {
  const action = errorAction(failure);
  switch (action.kind) {
    case 'toast-then-login':
      toast.error(action.message, action.title);
      effects.goToLogin();
      return;
    case 'screen':
      useErrorScreenStore.getState().show(action);
      return;
    case 'dialog':
      await confirm({
        title: action.title,
        message: action.message,
        severity: 'error',
        hideCancelBtn: true,
        yesText: 'AbpAccount::Close',
      });
      if (action.thenLogin) effects.goToLogin();
  }
}
