// Every id the provider looks an artifact up by comes from a request: a refresh token, a code, a
// client id, a cookie. The ids it mints are URL-safe base64 and client ids are plain ASCII, so
// an id outside printable ASCII, or longer than any minted, names no artifact. It is not looked
// up at all: PostgreSQL's text cannot hold a NUL byte (the statement fails, SQLSTATE 22021 or
// 22P05), and a client's malformed token must be "not found", never a server error.
const ARTIFACT_ID = /^[\x21-\x7e]{1,512}$/;

export function isArtifactId(id: unknown): id is string {
  return typeof id === 'string' && ARTIFACT_ID.test(id);
}
