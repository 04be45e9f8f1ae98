// Signs in over HTTP exactly as the SPA does (code flow with PKCE through the provider's login
// interaction), with a small cookie jar, and returns the tokens. The benchmarks need real
// sessions and refresh tokens from a server running in another process.
import { createHash, randomBytes } from 'node:crypto';
import type { DpopKey } from './dpop';

export const CLIENT_ID = 'Crm_App';
const SCOPES = 'openid profile email phone roles offline_access Crm';

export interface Tokens {
  access_token: string;
  token_type?: string;
  refresh_token: string;
  expires_in: number;
}

export interface Credentials {
  userName: string;
  password: string;
  tenant?: string;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.header()) headers.set('cookie', jar.header());
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function followToCallback(jar: CookieJar, url: string, redirectUri: string): Promise<URL> {
  let next = new URL(url);
  for (let hop = 0; hop < 6; hop += 1) {
    if (next.href.startsWith(redirectUri)) return next;
    const response = await send(jar, next.href);
    const location = response.headers.get('location');
    if (!location) throw new Error(`sign-in stuck at ${next.pathname}: ${response.status}`);
    next = new URL(location, next);
  }
  throw new Error('sign-in: too many redirects');
}

/** With `dpop`, the code exchange carries its proof and the tokens are bound to that key. */
export async function signIn(
  baseUrl: string,
  credentials: Credentials,
  dpop?: DpopKey,
): Promise<Tokens> {
  const jar = new CookieJar();
  const redirectUri = `${baseUrl}/signin-callback`;
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPES,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(credentials.tenant ? { __tenant: credentials.tenant } : {}),
  });
  const start = await send(jar, `${baseUrl}/connect/authorize?${query}`);
  const uid = new URL(start.headers.get('location') ?? '', baseUrl).searchParams.get('interaction');
  if (!uid) throw new Error(`sign-in: no interaction (${start.status})`);
  await send(
    jar,
    `${baseUrl}/api/abp/application-configuration?includeLocalizationResources=false`,
  );
  const login = await send(jar, `${baseUrl}/account/login/interaction/${uid}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      requestverificationtoken: jar.get('XSRF-TOKEN') ?? '',
      ...(credentials.tenant ? { __tenant: credentials.tenant } : {}),
    },
    body: JSON.stringify({
      userNameOrEmailAddress: credentials.userName,
      password: credentials.password,
    }),
  });
  if (login.status !== 200)
    throw new Error(`sign-in of ${credentials.userName}: ${login.status} ${await login.text()}`);
  const { redirectTo } = (await login.json()) as { redirectTo: string };
  const code = (
    await followToCallback(jar, new URL(redirectTo, baseUrl).href, redirectUri)
  ).searchParams.get('code');
  if (!code) throw new Error('sign-in: no authorization code');
  const tokenUrl = `${baseUrl}/connect/token`;
  const token = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(dpop ? { dpop: dpop.proof('POST', tokenUrl) } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${await token.text()}`);
  return (await token.json()) as Tokens;
}

export const bearer = (tokens: Pick<Tokens, 'access_token'>) => ({
  authorization: `Bearer ${tokens.access_token}`,
});
