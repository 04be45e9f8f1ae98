// Nothing modal outlives its page. The shell calls `leavePage()` when the address moves to
// another page (Back, a link, the menu, a redirect); every open <Modal> closes without asking
// and every confirmation still on screen is dismissed, so no question is left over the next page
// with no one to answer it. Listeners are called before the confirmations are dismissed, so a
// modal whose unsaved-changes question is open closes instead of staying for its answer.
import { confirmation } from './confirmation-store';

type PageLeftListener = () => void;

const listeners = new Set<PageLeftListener>();

/** Runs `listener` when the page is left; returns the unsubscribe. */
export function onPageLeft(listener: PageLeftListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page is being left: closes its dialogs and dismisses its confirmations. */
export function leavePage(): void {
  for (const listener of [...listeners]) listener();
  confirmation.clear();
}
