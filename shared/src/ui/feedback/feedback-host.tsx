import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { confirmationStore, toastStore } from '@crm/shared';
import { LoaderBar } from './loader/loader-bar';

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

const LazyToastHost = lazy(() =>
  import('./toast/toast-host').then((m) => ({ default: m.ToastHost })),
);

/**
 * Fluent's toast, portal and motion code (14 KB minified) was in the sign-in page's entry for
 * toasts most pages never show: it loads with the first toast (timers live in the store, so a
 * toast's life starts when it is raised) and then stays mounted.
 */
function ToastsOnDemand() {
  const showing = useStore(toastStore, (state) => state.toasts.length > 0);
  const [shown, setShown] = useState(false);
  if (showing && !shown) setShown(true);
  if (!shown && !showing) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastHost />
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
      <ToastsOnDemand />
      <ConfirmationOnDemand />
    </>
  );
}
