// The page's one set of feedback stores (toasts, confirmations, the loader bar). They live in the
// shared singleton so that every React root, host or remote, talks to the same ones; the hosts
// that draw them are UI (`@crm/shared/ui`), rendered once by the shell.
export {
  confirm,
  confirmation,
  confirmationStore,
  settleConfirmation,
  type ConfirmationOptions,
  type ConfirmationStatus,
  type PendingConfirmation,
} from './confirmation-store';
export { leavePage, onPageLeft } from './page-left';
export { loader, loaderStore, type LoaderState } from './loader-store';
export type { Severity } from './severity';
export { toast, toastStore, type ToastItem, type ToastOptions } from './toast-store';
