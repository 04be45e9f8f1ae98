// Release files are served inert: nothing a release holds runs as a page of our origin. Every
// file is served with `nosniff` (its type is its extension's, never guessed from its bytes), and
// every file but the remote's JavaScript with a policy that forbids everything and sandboxes it
// (an SVG opened by itself, whose script would otherwise run with the user's session). Scripts go
// without it: a policy on a script's answer would bind a worker started from it, and a script is
// what the host's own page policy admits (its origins, and the release's sha-384 entry).
import { COMPRESSED_COPY } from './release-files';

const SCRIPT = /\.m?js$/;

export const INERT_POLICY = "default-src 'none'; sandbox";

/** The headers a release file is served with, by its path (a compressed copy as its original). */
export function releaseFileHeaders(path: string): Record<string, string> {
  const original = path.replace(COMPRESSED_COPY, '');
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(SCRIPT.test(original) ? {} : { 'Content-Security-Policy': INERT_POLICY }),
  };
}
