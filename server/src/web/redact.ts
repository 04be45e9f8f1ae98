/** Query parameters that carry secrets; their values never reach the log. */
const SECRET_PARAMS =
  /([?&](?:password|currentPassword|newPassword|code|code_verifier|refresh_token|token|access_token|id_token_hint)=)[^&]*/gi;

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
