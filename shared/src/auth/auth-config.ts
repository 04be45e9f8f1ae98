// How this page signs in, set once at start-up (initAuth): the options, the code flow when the
// mode is 'code', and the DPoP session that proves the tokens' key (dpop-session.ts).
import { createCodeFlow, type CodeFlow } from './code-flow';
import { createDpopSession, type DpopSession } from './dpop-session';
import type { DpopStore } from './dpop-keys';
import { passwordFlowProofClient } from './token-endpoint-proof';

export type AuthMode = 'code' | 'password';

export interface AuthOptions {
  mode: AuthMode;
  issuer: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Reloads application configuration (current user, policies) after sign-in or sign-out. */
  refreshAppState: () => Promise<unknown>;
  /** Sends the browser to the login page, remembering where it was. */
  goToLogin: (returnUrl?: string) => void;
  /** Full navigation (used after sign-out in the password flow). */
  assignLocation?: (url: string) => void;
  /** Where DPoP key pairs are kept (oidc-client-ts's IndexedDB store unless a test says). */
  dpopStore?: DpopStore;
}

let options: AuthOptions | undefined;
let codeFlow: CodeFlow | undefined;
let dpopSession: DpopSession | undefined;

export function configureAuth(authOptions: AuthOptions): void {
  options = authOptions;
  codeFlow = authOptions.mode === 'code' ? createCodeFlow(authOptions) : undefined;
  dpopSession = undefined;
}

export function requireOptions(): AuthOptions {
  if (!options) throw new Error('initAuth() has not run');
  return options;
}

/** The code flow, when the page signs in by redirect to the identity provider. */
export function configuredCodeFlow(): CodeFlow | undefined {
  return codeFlow;
}

/** An address on the identity provider, e.g. `connect/token`. */
export function issuerEndpoint(path: string): string {
  return `${requireOptions().issuer.replace(/\/$/, '')}/${path}`;
}

export async function tokenEndpoint(): Promise<string> {
  if (codeFlow) return codeFlow.metadata.getTokenEndpoint() as Promise<string>;
  return issuerEndpoint('connect/token');
}

export function dpop(): DpopSession {
  if (dpopSession) return dpopSession;
  const { clientId, issuer, redirectUri, dpopStore } = requireOptions();
  return (dpopSession = createDpopSession({
    clientId,
    store: dpopStore,
    proofClient: () =>
      codeFlow?.client ??
      passwordFlowProofClient({
        issuer,
        clientId,
        redirectUri,
        tokenEndpoint: issuerEndpoint('connect/token'),
      }),
  }));
}

/** A full navigation, through the page's own `assignLocation` when it gave one. */
export function assignLocation(url: string): void {
  (requireOptions().assignLocation ?? ((target: string) => window.location.assign(target)))(url);
}
