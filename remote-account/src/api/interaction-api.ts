// The login page's calls to the identity provider's interaction endpoints
// (docs/api/login-interaction.md). They carry the provider's interaction cookie, which the
// browser sends only under /account/login, and the anti-forgery header (added by `http`).
import { http } from '@crm/shared';

export interface InteractionDetails {
  uid: string;
  prompt: string;
  client: { clientId: string; clientName: string };
  tenant: { id: string; name: string } | null;
  loginHint: string | null;
  culture: string | null;
  isCodeFlow: boolean;
}

export interface LoginCredentials {
  userNameOrEmailAddress: string;
  password: string;
  rememberMe: boolean;
}

const path = (uid: string) => `/account/login/interaction/${encodeURIComponent(uid)}`;

export function getInteraction(uid: string): Promise<InteractionDetails> {
  return http.get<InteractionDetails>(path(uid), { skipHandleError: true });
}

/** `tenantId` empty means the host; the page always says which tenant it signs in to. */
export function submitInteractionLogin(
  uid: string,
  credentials: LoginCredentials,
  tenantId: string,
): Promise<{ redirectTo: string; mustChangePassword: boolean }> {
  return http.post(path(uid), credentials, {
    skipHandleError: true,
    headers: { __tenant: tenantId },
  });
}

export function abortInteraction(uid: string): Promise<{ redirectTo: string }> {
  return http.post(`${path(uid)}/abort`, undefined, { skipHandleError: true });
}
