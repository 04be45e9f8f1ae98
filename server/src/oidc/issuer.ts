// The issuer's spelling. OpenIddict (ABP's server) publishes its issuer with a trailing slash,
// and ABP's Angular client refuses a discovery document whose issuer differs from the one it
// was configured with by a single character; so by default we publish ABP's spelling. Tokens
// are accepted under either spelling: they name the same origin, and tokens minted before a
// change of form stay valid for their few minutes.

export type IssuerForm = 'trailing-slash' | 'origin';
export const ISSUER_FORMS: readonly IssuerForm[] = ['trailing-slash', 'origin'];

/** The issuer the provider publishes for `origin` (`https://crm.example`). */
export function issuerOf(origin: string, form: IssuerForm): string {
  const bare = origin.replace(/\/+$/, '');
  return form === 'trailing-slash' ? `${bare}/` : bare;
}

/** Every spelling of the issuer an access token may carry. */
export function issuerSpellings(origin: string): string[] {
  return ISSUER_FORMS.map((form) => issuerOf(origin, form));
}
