// The page's one error reporter: failed requests and failed start-up steps are reported here,
// and the host (subscribed once) shows the spec's error screens, dialogs and toasts. Errors
// reported before anyone subscribes are kept (a few) and handed to the first subscriber.
import { registerErrorTexts } from './error-texts';
import type { HttpError } from './http-error';

registerErrorTexts();

export type ReportedError = HttpError | Error;
export type ErrorListener = (error: ReportedError) => void;

const MAX_PENDING = 20;

const listeners = new Set<ErrorListener>();
let pending: ReportedError[] = [];

export const errorReporter = {
  report(error: ReportedError): void {
    if (listeners.size === 0) {
      pending = [...pending, error].slice(-MAX_PENDING);
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(error);
      } catch (listenerError) {
        console.error(listenerError);
      }
    }
  },

  /** Listens to reported errors; returns the function that stops listening. */
  subscribe(listener: ErrorListener): () => void {
    listeners.add(listener);
    const waiting = pending;
    pending = [];
    for (const error of waiting) listener(error);
    return () => listeners.delete(listener);
  },

  /** Forgets listeners and waiting errors (tests). */
  reset(): void {
    listeners.clear();
    pending = [];
  },
};
