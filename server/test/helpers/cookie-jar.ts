// The cookies a test client keeps between requests, sent back only under their path (the
// identity provider scopes its interaction cookies to paths).
interface Cookie {
  value: string;
  path: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** Keeps the cookies of a response's `Set-Cookie` header; an expired or empty one is removed. */
  store(header: string | string[] | undefined): void {
    for (const line of [header ?? []].flat()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** The `Cookie` header for a request to `pathname`. */
  header(pathname: string): string {
    return [...this.cookies]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}
