import type { ColumnType } from 'kysely';

/** Every artifact of the identity provider (sessions, codes, tokens, grants, interactions). */
export interface OidcPayloadTable {
  type: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface OidcSigningKeyTable {
  kid: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Published from creation, signing only from here (so every replica knows it first). */
  activates_at: Date;
}

export interface OidcTables {
  oidc_payload: OidcPayloadTable;
  oidc_signing_key: OidcSigningKeyTable;
}
