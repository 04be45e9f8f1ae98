// A minimal browser for `inject`: a cookie jar that respects cookie paths, and the steps of
// the code + PKCE flow the SPA walks (authorize → login page endpoints → callback → token).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar';
import { TEST_ORIGIN } from './test-app';

export const REDIRECT_URI = `${TEST_ORIGIN}/signin-callback`;
export const SCOPES = 'openid profile email phone roles offline_access Crm';

export class Browser {
  private readonly cookies = new CookieJar();

  constructor(private readonly app: FastifyInstance) {}

  cookieHeader(url: string): string {
    return this.cookies.header(new URL(url, TEST_ORIGIN).pathname);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const url = options.url.startsWith(TEST_ORIGIN)
      ? options.url.slice(TEST_ORIGIN.length)
      : options.url;
    const cookie = this.cookieHeader(url);
    const response = await this.app.inject({
      ...options,
      url,
      headers: {
        host: new URL(TEST_ORIGIN).host,
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    this.cookies.store(response.headers['set-cookie']);
    return response;
  }

  /** A JSON POST carrying the XSRF token, as the SPA's HTTP client sends it. */
  async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    if (!this.cookie('XSRF-TOKEN'))
      await this.request({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
      });
    return this.request({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { requestverificationtoken: this.cookie('XSRF-TOKEN') ?? '', ...headers },
    });
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: 'Crm_App',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPES,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  });
  return `/connect/authorize?${query.toString()}`;
}

/** A browser holding a fresh sign-in interaction in tenant `demo`, and its anti-forgery token. */
export async function startSignInInteraction(app: FastifyInstance) {
  const browser = new Browser(app);
  const start = await browser.request({
    url: authorizeUrl({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      __tenant: 'demo',
    }),
  });
  const uid = new URL(String(start.headers.location), TEST_ORIGIN).searchParams.get('interaction');
  await browser.request({
    url: '/api/abp/application-configuration?includeLocalizationResources=false',
  });
  return { browser, uid: uid! };
}

export function form(values: Record<string, string>) {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

/** The client signing in: the product's SPA unless another registered client is named. */
export interface CodeFlowClient {
  clientId: string;
  redirectUri: string;
  scope: string;
}

const SPA: CodeFlowClient = { clientId: 'Crm_App', redirectUri: REDIRECT_URI, scope: SCOPES };

/** Walks the code + PKCE flow as the SPA does and returns the tokens. */
export async function signInWithCode(
  browser: Browser,
  credentials: { userName: string; password: string; tenant?: string },
  client: CodeFlowClient = SPA,
  /** Headers of the code exchange, e.g. a DPoP proof. */
  tokenHeaders: Record<string, string> = {},
): Promise<Tokens> {
  const { verifier, challenge } = pkcePair();
  const extra: Record<string, string> = {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  if (credentials.tenant) extra.__tenant = credentials.tenant;
  const start = await browser.request({ url: authorizeUrl(extra) });
  const location = new URL(String(start.headers.location), TEST_ORIGIN);
  const uid = location.searchParams.get('interaction');
  if (!uid) throw new Error(`no interaction: ${start.statusCode} ${start.body}`);
  const login = await browser.post(
    `/account/login/interaction/${uid}`,
    { userNameOrEmailAddress: credentials.userName, password: credentials.password },
    credentials.tenant ? { __tenant: credentials.tenant } : {},
  );
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const callback = await followToCallback(browser, login.json().redirectTo, client.redirectUri);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback.href}`);
  const exchange = form({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    code_verifier: verifier,
  });
  const token = await browser.request({
    method: 'POST',
    url: '/connect/token',
    payload: exchange.payload,
    headers: { ...exchange.headers, ...tokenHeaders },
  });
  if (token.statusCode !== 200) throw new Error(`token failed: ${token.statusCode} ${token.body}`);
  return token.json();
}

/** Follows provider redirects until one leaves for the SPA's redirect URI. */
export async function followToCallback(
  browser: Browser,
  url: string,
  redirectUri: string = REDIRECT_URI,
): Promise<URL> {
  let next = url;
  for (let hop = 0; hop < 5; hop += 1) {
    const target = new URL(next, TEST_ORIGIN);
    if (target.href.startsWith(redirectUri)) return target;
    const response = await browser.request({ url: target.pathname + target.search });
    if (!response.headers.location)
      throw new Error(
        `stuck at ${target.href}: ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    next = String(response.headers.location);
  }
  throw new Error('too many redirects');
}

export function bearer(tokens: Pick<Tokens, 'access_token'>) {
  return { authorization: `Bearer ${tokens.access_token}` };
}
