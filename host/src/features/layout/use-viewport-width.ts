import { useEffect, useState } from 'react';

/** Spec §9: the small-screen breakpoint, the desktop-menu cut-off and the resize debounce. */
export const SMALL_SCREEN_MAX_PX = 992;
export const DESKTOP_MENU_MIN_PX = 780;
export const RESIZE_DEBOUNCE_MS = 150;

/** The window's width, updated at most once per debounce period while resizing. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

export function navbarMode(width: number) {
  return { hamburger: width < SMALL_SCREEN_MAX_PX, desktopMenu: width >= DESKTOP_MENU_MIN_PX };
}
