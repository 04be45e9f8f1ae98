// Why the session ended (a sign-in elsewhere, a session the server refused), kept across the
// navigations that follow — the provider's logout, the start page, the sign-in redirect — so
// that the login page can still say it when the user arrives there. Per tab, like the tokens.
const SIGN_OUT_REASON_KEY = 'crm.signOutReason';

/** Remembers a localization key (or text) to show on the login page. */
export function rememberSignOutReason(reason: string): void {
  sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
}

export function readSignOutReason(): string | undefined {
  return sessionStorage.getItem(SIGN_OUT_REASON_KEY) ?? undefined;
}

/** Called once the user has signed in again. */
export function forgetSignOutReason(): void {
  sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
}
