// The interface constants of the specification (§9); components read them from here only.

/** Toasts: 5000 ms lifetime unless sticky, 350 px wide, anchored bottom-left in both directions. */
export const TOAST_LIFE_MS = 5000;
export const TOAST_WIDTH_PX = 350;

export const CONFIRMATION_WIDTH_PX = 450;

/** Modal widths by size (the feature and e-mail modals are `lg`, all others `md`). */
export const MODAL_WIDTH_PX = { sm: 300, md: 500, lg: 800 } as const;
export type ModalSize = keyof typeof MODAL_WIDTH_PX;

export const ESCAPE_DEBOUNCE_MS = 150;
export const ENTER_SUBMIT_DEBOUNCE_MS = 200;

/** Top loader bar: appears after the delay, grows every tick, disappears after the end delay. */
export const LOADER_DELAY_MS = 500;
export const LOADER_TICK_MS = 350;
export const LOADER_CLEAR_MS = 800;

/** Lists: ABP's list query (skipCount/maxResultCount/sorting), page index from 0. */
export const LIST_FILTER_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 0;
export const TABLE_HEADER_HEIGHT_PX = 50;
export const TABLE_FOOTER_HEIGHT_PX = 50;
export const PAGER_PAGE_COUNT = 5;

/**
 * Screen widths (spec §9's small-screen breakpoint, and a phone held upright): below the first,
 * tables scroll inside their own box rather than squeeze their columns; below the second, pages
 * take narrower margins and lists may stack their rows as cards.
 */
export const SMALL_SCREEN_MAX_PX = 992;
export const PHONE_MAX_PX = 600;
export const SMALL_SCREEN = `@media (max-width: ${SMALL_SCREEN_MAX_PX - 0.02}px)`;
export const PHONE_SCREEN = `@media (max-width: ${PHONE_MAX_PX - 0.02}px)`;
