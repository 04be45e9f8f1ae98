// What a request's path means, whatever its spelling: the routers in front of a handler do not
// agree on spelling (Fastify matches case and decodes `%74`; oidc-provider's router ignores case
// and a trailing slash but not `%74`), so a rule keyed on one spelling is dodged by another. The
// meaning is decoded (until nothing changes), in lower case, with `\` as `/`, empty, `.` and `..`
// segments resolved and no trailing slash. It may name what no router serves; it is only ever
// compared, never routed.
const MOST_DECODINGS = 4;

function decoded(path: string): string {
  let current = path;
  for (let round = 0; round < MOST_DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A stray `%`: decode the escapes that are whole, keep the rest as it is.
      next = current.replace(/(%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

export function pathMeaning(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  const segments: string[] = [];
  for (const segment of decoded(path).toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** True when the path `meaning` (pathMeaning's) is `prefix` or a path under it. */
export function isUnder(meaning: string, prefix: string): boolean {
  return meaning === prefix || meaning.startsWith(`${prefix}/`);
}
