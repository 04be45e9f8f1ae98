// The provider's request storage (decision 0013), which the provider's package does not type.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
