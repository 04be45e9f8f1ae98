// The DPoP proofs of token requests (RFC 9449 §5: the code exchange, the password grant, every
// renewal), made by oidc-client-ts's `OidcClient.getDpopProof` with the sign-in's key: `htm`
// POST, `htu` the token endpoint. The code flow's client knows the endpoint from discovery; the
// password flow, which has no discovery, gets a client told the endpoint up front.
import { OidcClient } from 'oidc-client-ts';

export function passwordFlowProofClient(config: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  tokenEndpoint: string;
}): OidcClient {
  return new OidcClient({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    metadata: { issuer: config.issuer, token_endpoint: config.tokenEndpoint },
  });
}
