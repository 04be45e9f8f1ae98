import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { confirmationStore } from '@crm/shared';
import { LoaderBar } from './loader/loader-bar';
import { ToastHost } from './toast/toast-host';

const loadConfirmationHost = () =>
  import('./confirmation/confirmation-host').then((m) => ({ default: m.ConfirmationHost }));
const LazyConfirmationHost = lazy(loadConfirmationHost);

/**
 * The confirmation dialog's code (Fluent's Dialog and its motion) is not needed to draw a page:
 * it loads once the browser is idle after start-up, or at the first question, whichever is
 * first, and is mounted only while a question waits.
 */
function ConfirmationOnDemand() {
  const asking = useStore(confirmationStore, (state) => state.queue.length > 0);
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => void loadConfirmationHost());
  }, []);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmationHost />
    </Suspense>
  );
}

/**
 * The page's toasts, confirmation dialogs and top loader bar. Mounted once, in the host's root
 * inside <CrmProvider>; remotes only call `toast`, `confirm` and `loader`.
 */
export function FeedbackHost() {
  return (
    <>
      <LoaderBar />
      <ToastHost />
      <ConfirmationOnDemand />
    </>
  );
}
