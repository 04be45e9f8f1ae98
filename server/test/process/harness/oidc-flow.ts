// The identity provider's flows over real HTTP, as the SPA walks them: the code + PKCE sign-in
// through the login interaction endpoint, refresh, and RP-initiated logout.
import { createHash, randomBytes } from 'node:crypto';
import type { HttpClient, HttpResponse } from './http-client';

export const DEMO_PASSWORD = '1q2w3E*';
const SCOPES = 'openid profile email phone roles offline_access Crm';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

export interface Credentials {
  userName: string;
  password?: string;
  tenant?: string;
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const redirectUri = (client: HttpClient) => `${client.origin}/signin-callback`;

function expectStatus(response: HttpResponse, status: number, what: string): void {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${response.body.slice(0, 300)}`);
}

/** Follows the provider's redirects until one leaves for the SPA's callback. */
async function followToCallback(client: HttpClient, url: string): Promise<URL> {
  let next = url;
  for (let hop = 0; hop < 6; hop += 1) {
    const target = new URL(next, client.origin);
    if (target.href.startsWith(redirectUri(client))) return target;
    const response = await client.get(target.href);
    const location = response.headers.location;
    if (!location) throw new Error(`stuck at ${target.href}: ${response.status}`);
    next = String(location);
  }
  throw new Error('too many redirects');
}

/** Walks authorize → login interaction → callback → token; returns the tokens. */
export async function signIn(client: HttpClient, credentials: Credentials): Promise<Tokens> {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: 'Crm_App',
    redirect_uri: redirectUri(client),
    response_type: 'code',
    scope: SCOPES,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(credentials.tenant ? { __tenant: credentials.tenant } : {}),
  });
  const start = await client.get(`/connect/authorize?${query.toString()}`);
  const uid = new URL(String(start.headers.location ?? ''), client.origin).searchParams.get(
    'interaction',
  );
  if (!uid) throw new Error(`no interaction: ${start.status} ${start.body.slice(0, 300)}`);
  const login = await postLogin(client, uid, credentials);
  expectStatus(login, 200, 'login');
  const callback = await followToCallback(client, login.json().redirectTo);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback.href}`);
  const token = await client.form('/connect/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(client),
    client_id: 'Crm_App',
    code_verifier: verifier,
  });
  expectStatus(token, 200, 'token');
  return token.json();
}

/** The login page's POST, with the anti-forgery token the SPA echoes. */
export async function postLogin(
  client: HttpClient,
  uid: string,
  credentials: Credentials,
): Promise<HttpResponse> {
  if (!client.cookie('XSRF-TOKEN'))
    await client.get('/api/abp/application-configuration?includeLocalizationResources=false');
  return client.send(
    'POST',
    `/account/login/interaction/${uid}`,
    {
      userNameOrEmailAddress: credentials.userName,
      password: credentials.password ?? DEMO_PASSWORD,
    },
    {
      requestverificationtoken: client.cookie('XSRF-TOKEN') ?? '',
      ...(credentials.tenant ? { __tenant: credentials.tenant } : {}),
    },
  );
}

export function refresh(client: HttpClient, refreshToken: string, port?: number) {
  return client.form(
    '/connect/token',
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'Crm_App' },
    port,
  );
}

/** RP-initiated logout: the logout page, then its confirmation form. */
export async function logout(client: HttpClient, idToken: string): Promise<HttpResponse> {
  const page = await client.get(
    `/connect/logout?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${client.origin}/` })}`,
  );
  expectStatus(page, 200, 'logout page');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!xsrf) throw new Error('no xsrf on the logout page');
  return client.form('/connect/logout/confirm', { xsrf, logout: 'yes' });
}
