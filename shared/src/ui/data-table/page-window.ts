import { PAGER_PAGE_COUNT } from '../constants';

/** The page indexes the pager shows: up to five, the current one centred where possible. */
export function pageWindow(current: number, pageCount: number, size = PAGER_PAGE_COUNT): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), pageCount - size));
  const end = Math.min(pageCount, start + size);
  return Array.from({ length: Math.max(0, end - start) }, (_, offset) => start + offset);
}
