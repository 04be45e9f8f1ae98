import { useEffect, useRef } from 'react';
import { useLocation } from '@crm/shared/routing';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * After a navigation started outside the page (navbar, menus, breadcrumb), focus moves to the
 * main area, so that the next Tab is in the new page instead of the rest of the navbar; a
 * screen reader then reads from the page. A navigation from inside the page (its own tabs or
 * links) leaves focus where the user is.
 */
export function useMainFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const area = main.current;
    const active = document.activeElement;
    if (area && !(active && active !== document.body && area.contains(active))) {
      area.focus({ preventScroll: true });
    }
  }, [pathname]);
  return main;
}
