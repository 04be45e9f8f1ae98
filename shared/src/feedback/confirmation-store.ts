// The page's confirmation dialogs, one shown at a time in the order asked. Any React root calls
// `confirm(...)` and awaits the outcome; the host's <ConfirmationHost/> shows them.
import { createStore } from 'zustand/vanilla';
import type { LocalizableText } from '../i18n/localizable-text';
import type { Severity } from './severity';

/** confirm: the yes button; reject: the cancel button; dismiss: Escape or the close icon. */
export type ConfirmationStatus = 'confirm' | 'reject' | 'dismiss';

export interface ConfirmationOptions {
  message: LocalizableText;
  title?: LocalizableText;
  severity?: Severity;
  /** Defaults to `AbpUi::Yes`. */
  yesText?: LocalizableText;
  /** Defaults to `AbpUi::Cancel`. */
  cancelText?: LocalizableText;
  hideYesBtn?: boolean;
  hideCancelBtn?: boolean;
  /** When false there is no close icon and Escape does nothing; true by default. */
  dismissible?: boolean;
  messageLocalizationParams?: readonly unknown[];
  titleLocalizationParams?: readonly unknown[];
  /** Dismisses the confirmation when aborted (its asker is gone: a modal that unmounted). */
  signal?: AbortSignal;
}

export interface PendingConfirmation extends ConfirmationOptions {
  id: number;
  resolve: (status: ConfirmationStatus) => void;
}

export const confirmationStore = createStore<{ queue: PendingConfirmation[] }>(() => ({
  queue: [],
}));

let lastId = 0;

/** Asks the user; resolves with the outcome once the dialog is answered or dismissed. */
export function confirm(options: ConfirmationOptions): Promise<ConfirmationStatus> {
  return new Promise((resolve) => {
    const { signal, ...shown } = options;
    if (signal?.aborted) return resolve('dismiss');
    const pending: PendingConfirmation = { ...shown, id: ++lastId, resolve };
    confirmationStore.setState(({ queue }) => ({ queue: [...queue, pending] }));
    signal?.addEventListener('abort', () => settleConfirmation(pending.id, 'dismiss'), {
      once: true,
    });
  });
}

/** Closes a shown confirmation with an outcome; later calls for the same id do nothing. */
export function settleConfirmation(id: number, status: ConfirmationStatus): void {
  const pending = confirmationStore.getState().queue.find((item) => item.id === id);
  if (!pending) return;
  confirmationStore.setState(({ queue }) => ({ queue: queue.filter((item) => item.id !== id) }));
  pending.resolve(status);
}

type AskBySeverity = (
  message: LocalizableText,
  title?: LocalizableText,
  options?: Omit<ConfirmationOptions, 'message' | 'title' | 'severity'>,
) => Promise<ConfirmationStatus>;

function bySeverity(severity: Severity): AskBySeverity {
  return (message, title, options) => confirm({ ...options, message, title, severity });
}

/** ABP's confirmation service shape: `confirmation.warn(message, title, options)`. */
export const confirmation = {
  show: confirm,
  info: bySeverity('info'),
  success: bySeverity('success'),
  warn: bySeverity('warning'),
  error: bySeverity('error'),
  neutral: bySeverity('neutral'),
  /** Dismisses every open and queued confirmation (e.g. on logout). */
  clear(): void {
    for (const { id } of confirmationStore.getState().queue) settleConfirmation(id, 'dismiss');
  },
};
