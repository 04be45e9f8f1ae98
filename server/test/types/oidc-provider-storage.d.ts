// The provider's request storage, which the project patches (patches/oidc-provider@9.13.3.patch).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const storage: AsyncLocalStorage<unknown> & {
    runRequest?: (store: unknown, callback: () => Promise<unknown>) => Promise<unknown>;
  };
  export default storage;
}
