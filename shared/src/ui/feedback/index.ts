export {
  confirm,
  confirmation,
  confirmationStore,
  settleConfirmation,
  type ConfirmationOptions,
  type ConfirmationStatus,
} from './confirmation/confirmation-store';
export { ConfirmationHost } from './confirmation/confirmation-host';
export { FeedbackHost } from './feedback-host';
export { loader, loaderStore, type LoaderState } from './loader/loader-store';
export { LoaderBar } from './loader/loader-bar';
export type { Severity } from './severity';
export { toast, toastStore, type ToastItem, type ToastOptions } from './toast/toast-store';
export { ToastHost } from './toast/toast-host';
