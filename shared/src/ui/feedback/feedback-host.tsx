import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { confirmationStore } from '@crm/shared';
import { LoaderBar } from './loader/loader-bar';
import { ToastHost } from './toast/toast-host';

const LazyConfirmationHost = lazy(() =>
  import('./confirmation/confirmation-host').then((m) => ({ default: m.ConfirmationHost })),
);

/**
 * The confirmation dialog's code (Fluent's Dialog and its motion) is not needed to draw a page:
 * it loads at the first question (a local chunk, drawn a moment later) and is mounted only
 * while a question waits. Not prefetched on idle: that would add its bytes to every first page.
 */
function ConfirmationOnDemand() {
  const asking = useStore(confirmationStore, (state) => state.queue.length > 0);
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
