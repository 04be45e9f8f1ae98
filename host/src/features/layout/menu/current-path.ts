/** Whether the page at `pathname` is the one a menu entry leads to (or a page below it). */
export function isCurrentPath(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}
