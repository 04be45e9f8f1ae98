import type { MouseEvent } from 'react';
import { useNavigate } from '@crm/shared/routing';

/**
 * `href` and `onClick` for an element that is a link inside the app: a real link for the
 * keyboard, assistive technology and "open in a new tab", navigating through the router on a
 * plain click.
 */
export function useRouterLink(to: string) {
  const navigate = useNavigate();
  return {
    href: to,
    onClick: (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(to);
    },
  };
}
