// The page's one ky instance. Its hooks add the request headers and turn a 401 into one token
// refresh (shared by every 401 that arrives meanwhile) and one retry, with a new DPoP proof. They
// also learn the server's clock, by which the proofs are dated.
import ky, { type AfterResponseHook, type KyInstance } from 'ky';
import { noteServerDate } from '../auth/server-clock';
import { getAuth, refreshOnce } from './auth-registry';
import { addRequestHeaders, authorize } from './request-headers';

/** What the `http` helpers tell the hooks through ky's `context`. */
export interface RequestContext {
  /** The URL the caller gave was relative (decides the anti-forgery header). */
  relative?: boolean;
}

const retryAfterRefresh: AfterResponseHook = async ({ request, response, retryCount }) => {
  if (response.status !== 401) return undefined;
  const auth = getAuth();
  if (!auth) return undefined;
  if (retryCount > 0) {
    auth.onUnauthenticated(); // still 401 with the refreshed token
    return undefined;
  }
  if (!(await refreshOnce(auth))) return undefined;
  const headers = new Headers(request.headers);
  await authorize(headers, request.method, request.url);
  return ky.retry({
    request: new Request(request, { headers }),
    delay: 0,
    code: 'TOKEN_REFRESHED',
  });
};

export const httpClient: KyInstance = ky.create({
  headers: { Accept: 'application/json, text/plain, */*' },
  // ABP's client neither times out nor retries; the one retry allowed here is the forced retry
  // after a token refresh (a forced retry skips `shouldRetry`).
  timeout: false,
  retry: { limit: 1, shouldRetry: () => false },
  hooks: {
    beforeRequest: [
      async ({ request, options }) => {
        await addRequestHeaders(request, (options.context as RequestContext).relative);
      },
    ],
    afterResponse: [
      ({ response }) => {
        noteServerDate(response);
      },
      retryAfterRefresh,
    ],
  },
});
