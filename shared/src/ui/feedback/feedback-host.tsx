import { ConfirmationHost } from './confirmation/confirmation-host';
import { LoaderBar } from './loader/loader-bar';
import { ToastHost } from './toast/toast-host';

/**
 * The page's toasts, confirmation dialogs and top loader bar. Mounted once, in the host's root
 * inside <CrmProvider>; remotes only call `toast`, `confirm` and `loader`.
 */
export function FeedbackHost() {
  return (
    <>
      <LoaderBar />
      <ToastHost />
      <ConfirmationHost />
    </>
  );
}
