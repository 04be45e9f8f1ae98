// The page's one token store (shared by the host and every remote): the tokens it holds, what a
// request may carry of them, and the one way to replace them (`adopt`), which keeps the tab's
// storage and the DPoP key in step and tells the renewal timer (token-renewal.ts).
import { createStore } from 'zustand/vanilla';
import { dpop } from './auth-config';
import type { RequestAuthorization } from './dpop-session';
import { clearTokens, writeTokens, type TokenSet } from './token-storage';

export const authStore = createStore<{ tokens: TokenSet | undefined }>(() => ({
  tokens: undefined,
}));

/** The deletion of the last dropped sign-in's key, awaited before the page leaves. */
let keyDeletion: Promise<void> = Promise.resolve();
let onAdopted: (tokens: TokenSet | undefined) => void = () => undefined;

export function getAccessToken(): string | undefined {
  const tokens = authStore.getState().tokens;
  return tokens && tokens.expiresAt > Date.now() ? tokens.accessToken : undefined;
}

export function isAuthenticated(): boolean {
  return getAccessToken() !== undefined;
}

/** The Authorization header (and DPoP proof) of an API request to `url`; none when signed out. */
export async function authorizationFor(
  method: string,
  url: string,
): Promise<RequestAuthorization | undefined> {
  const accessToken = getAccessToken();
  return accessToken ? dpop().authorization(method, url, accessToken) : undefined;
}

/** Holds `tokens` (none: signed out, and the key is deleted). */
export function adopt(tokens: TokenSet | undefined): void {
  if (tokens) writeTokens(tokens);
  else {
    clearTokens();
    keyDeletion = dpop().forget();
  }
  authStore.setState({ tokens });
  onAdopted(tokens);
}

/** Runs `listener` after each `adopt` (the renewal timer; set once at start-up). */
export function whenTokensAdopted(listener: (tokens: TokenSet | undefined) => void): void {
  onAdopted = listener;
}

export function keyDeleted(): Promise<void> {
  return keyDeletion;
}
