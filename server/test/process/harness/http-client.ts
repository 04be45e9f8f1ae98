// A small HTTP client over node:http for talking to real server processes: keep-alive
// connections, a cookie jar that respects cookie paths (the identity provider's cookies), and
// the servers' public origin (their issuer) mapped onto the loopback ports actually dialled.
// Given several ports (replicas), it takes them in turn, request by request, like a
// round-robin load balancer in front of them; `port` pins one request to one replica.
import { Agent, request as httpRequest } from 'node:http';
import { CookieJar } from '../../helpers/cookie-jar';

export interface HttpResponse {
  status: number;
  /** The port that answered (which replica). */
  port: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes. */
  raw: Buffer;
  json: <T = any>() => T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  method?: string;
  /** A path, or an absolute URL on the client's origin. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Leave the cookie jar out of this request (and do not store what it sets). */
  noCookies?: boolean;
  /** Dial this port instead of the next in turn. */
  port?: number;
}

/** Told of every exchange: its duration, and its status or the error that ended it. */
export type Observer = (exchange: {
  method: string;
  path: string;
  ms: number;
  status?: number;
  error?: Error;
}) => void;

export interface ClientOptions {
  /** The loopback ports to dial in turn (default: the origin's). */
  ports?: readonly number[];
  agent?: Agent;
  timeoutMs?: number;
  observer?: Observer;
}

export class HttpClient {
  private readonly cookies = new CookieJar();
  private turn = 0;

  readonly ports: readonly number[];
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly observer: Observer | undefined;

  /** @param origin the servers' public origin (their issuer), e.g. `http://localhost:4123` */
  constructor(
    readonly origin: string,
    options: ClientOptions = {},
  ) {
    this.ports = options.ports ?? [Number(new URL(origin).port)];
    this.agent = options.agent ?? new Agent({ keepAlive: true });
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.observer = options.observer;
  }

  /** Another browser (an empty cookie jar) on the same servers, connections and observer. */
  newBrowser(): HttpClient {
    return new HttpClient(this.origin, {
      ports: this.ports,
      agent: this.agent,
      timeoutMs: this.timeoutMs,
      ...(this.observer ? { observer: this.observer } : {}),
    });
  }

  /** Closes the kept-alive connections (of every browser sharing them). */
  close(): void {
    this.agent.destroy();
  }

  private nextPort(): number {
    const port = this.ports[this.turn % this.ports.length]!;
    this.turn += 1;
    return port;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  pathOf(url: string): string {
    if (url.startsWith('/')) return url;
    const target = new URL(url);
    if (target.origin !== this.origin) throw new Error(`${url} is not on ${this.origin}`);
    return target.pathname + target.search;
  }

  private cookieHeader(path: string): string {
    return this.cookies.header(path.split('?')[0]!);
  }

  async request(options: RequestOptions): Promise<HttpResponse> {
    if (!this.observer) return this.exchange(options);
    const started = performance.now();
    const method = options.method ?? 'GET';
    const path = this.pathOf(options.url);
    try {
      const response = await this.exchange(options);
      this.observer({ method, path, ms: performance.now() - started, status: response.status });
      return response;
    } catch (error) {
      this.observer({ method, path, ms: performance.now() - started, error: error as Error });
      throw error;
    }
  }

  private exchange(options: RequestOptions): Promise<HttpResponse> {
    const path = this.pathOf(options.url);
    const cookie = options.noCookies ? '' : this.cookieHeader(path);
    const headers: Record<string, string> = {
      host: new URL(this.origin).host,
      ...(cookie ? { cookie } : {}),
      ...(options.body !== undefined
        ? { 'content-length': String(Buffer.byteLength(options.body)) }
        : {}),
      ...options.headers,
    };
    const port = options.port ?? this.nextPort();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: options.method ?? 'GET',
          path,
          headers,
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            if (!options.noCookies) this.cookies.store(res.headers['set-cookie']);
            const raw = Buffer.concat(chunks);
            const body = raw.toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              port,
              headers: res.headers,
              body,
              raw,
              json: () => JSON.parse(body),
            });
          });
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${path}`)),
      );
      req.on('error', reject);
      if (options.body !== undefined) req.write(options.body);
      req.end();
    });
  }

  get(url: string, headers: Record<string, string> = {}, port?: number): Promise<HttpResponse> {
    return this.request({ url, headers, ...(port ? { port } : {}) });
  }

  /**
   * A JSON request; `undefined` sends no body. Like the SPA's HTTP client, it echoes the
   * XSRF-TOKEN cookie (when the jar holds one) as the anti-forgery header.
   */
  send(
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse> {
    const xsrf = this.cookie('XSRF-TOKEN');
    const all = { ...(xsrf ? { requestverificationtoken: xsrf } : {}), ...headers };
    return this.request({
      method,
      url,
      ...(payload === undefined
        ? { headers: all }
        : {
            body: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...all },
          }),
    });
  }

  /** A form post (the token and logout endpoints). */
  form(url: string, values: Record<string, string>, port?: number) {
    return this.request({
      method: 'POST',
      url,
      ...(port ? { port } : {}),
      body: new URLSearchParams(values).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}
