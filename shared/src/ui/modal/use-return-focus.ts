// A closed dialog gives focus back to what opened it (WAI-ARIA dialog pattern), so a keyboard
// user goes on from the same place. Fluent's dialog does so only for its own DialogTrigger; our
// dialogs are opened from anywhere (a page button, a row's action menu, another dialog), so the
// page's recent focus is kept here and the latest element outside the dialog, not in a menu
// (a menu item has gone with its menu; the menu's button has not), is focused again.
import { useEffect, useRef, type RefObject } from 'react';

const HISTORY_SIZE = 20;
const history: HTMLElement[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      history.push(event.target);
      if (history.length > HISTORY_SIZE) history.shift();
    },
    true,
  );
}

function isInMenu(element: HTMLElement): boolean {
  return element.closest('[role="menu"], [role="listbox"]') !== null;
}

/** The element focused last before the dialog, outside it and outside any menu. */
function openerOf(dialog: HTMLElement | null): HTMLElement | undefined {
  return [...history]
    .reverse()
    .find(
      (element) => element !== document.body && !dialog?.contains(element) && !isInMenu(element),
    );
}

function focusIsLost(dialog: HTMLElement | null): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    !active.isConnected ||
    (dialog?.contains(active) ?? false)
  );
}

/**
 * Put the returned ref on the dialog's surface. When `open` turns false (or the dialog goes),
 * focus returns to the opener, unless something else has already taken it.
 */
export function useReturnFocus(open: boolean): RefObject<HTMLDivElement | null> {
  const surface = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const dialog = surface.current;
    const opener = openerOf(dialog);
    return () => {
      // After the dialog has let go of focus (its exit, its focus trap).
      setTimeout(() => {
        if (opener?.isConnected && focusIsLost(dialog)) opener.focus();
      });
    };
  }, [open]);
  return surface;
}
