// Holds the running provider. It is built on first use (the issuer may only be known once the
// server listens) and rebuilt when the signing keys change; its storage is persistent, so a
// rebuild loses nothing.
import type Provider from 'oidc-provider';
import type { AppDeps } from '../app-deps';
import { allowedCorsOrigins, clientOrigins, parseExtraClients, type ExtraClient } from './clients';
import { issuerOf } from './issuer';
import { createProvider } from './provider';

export class OidcService {
  private provider: Provider | undefined;
  private readonly extraClients: ExtraClient[];

  constructor(private readonly deps: AppDeps) {
    this.extraClients = parseExtraClients(deps.config.oidcClients);
    deps.keys.onChange(() => {
      this.provider = undefined;
    });
  }

  get issuer(): string {
    return issuerOf(this.deps.origin(), this.deps.config.issuerForm);
  }

  /** Origins that may call the API from a browser (the provider's endpoints: per client). */
  allowedOrigins(): Set<string> {
    return allowedCorsOrigins(this.issuer, this.extraClients, this.deps.config.corsOrigins);
  }

  get(): Provider {
    this.provider ??= createProvider(
      this.deps,
      this.issuer,
      this.extraClients,
      clientOrigins(this.issuer, this.extraClients),
    );
    return this.provider;
  }
}
