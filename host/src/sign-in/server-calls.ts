// The sign-in page's calls to the server with `fetch`: the headers the application's HTTP client
// adds (language, tenant, the AJAX marker, the anti-forgery token on a POST) and ABP's error
// answer read into a `ServerRefusal`. The interaction endpoints are the identity provider's
// (docs/api/login-interaction.md).
import {
  getSessionLanguage,
  getSessionTenant,
  readCookie,
  TENANT_HEADER,
  TENANTS_URL,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@crm/shared';
import type { SignInCredentials } from '@crm/shared/ui';
import type { FoundTenant } from '../features/startup/tenant-key';

export class ServerRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    /** The server's own message, already in the session's language, when it sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

interface Call {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The tenant header: the session's tenant unless given ('' for the host, or a lookup). */
  tenant?: string;
}

async function call<T>(path: string, { method = 'GET', body, tenant }: Call = {}): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': getSessionLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  });
  const tenantId = tenant ?? getSessionTenant()?.id;
  if (tenantId !== undefined) headers.set(TENANT_HEADER, tenantId);
  if (method === 'POST') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (answer as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ServerRefusal(response.status, error?.code ?? undefined, error?.message);
  }
  return answer as T;
}

export function findTenant(by: 'by-name' | 'by-id', key: string): Promise<FoundTenant> {
  return call(`${TENANTS_URL}/${by}/${encodeURIComponent(key)}`, { tenant: '' });
}

export interface PageConfiguration {
  multiTenancy?: { isEnabled?: boolean };
  setting?: { values?: Record<string, string | null> };
}

/** What the page needs of the application configuration; it also issues the anti-forgery cookie. */
export function loadConfiguration(): Promise<PageConfiguration> {
  return call('/api/abp/application-configuration?includeLocalizationResources=false');
}

export interface InteractionDetails {
  uid: string;
  tenant: { id: string; name: string } | null;
}

const interactionPath = (uid: string) => `/account/login/interaction/${encodeURIComponent(uid)}`;

export function getInteraction(uid: string): Promise<InteractionDetails> {
  return call(interactionPath(uid));
}

/** `tenantId` empty means the host; the page always says which tenant it signs in to. */
export function submitInteraction(
  uid: string,
  credentials: SignInCredentials,
  tenantId: string,
): Promise<{ redirectTo: string }> {
  return call(interactionPath(uid), { method: 'POST', body: credentials, tenant: tenantId });
}
