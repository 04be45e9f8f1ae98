/**
 * A return URL after sign-in: only a same-origin path is kept (`/reports?x=1#y`); anything else
 * — another origin, `//host`, `javascript:`, backslash tricks — becomes `/`.
 */
export function safeReturnUrl(
  candidate: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  )
    return '/';
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
