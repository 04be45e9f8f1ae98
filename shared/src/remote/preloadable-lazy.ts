import { createElement, lazy, type ComponentType } from 'react';
import { withRetry, type RetryOptions } from './load-retry';

type Module<P> = { default: ComponentType<P> };

export interface PreloadableLazy<P> {
  Component: ComponentType<P>;
  /**
   * Fetches the module (retrying a failed fetch, see load-retry.ts); once it has arrived,
   * `Component` renders without suspending. After a failure it tries again, and a `Component`
   * that showed the failure draws anew.
   */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` whose module can be fetched before it is rendered. Once fetched, the loader
 * answers React with a thenable that calls back at once, which React reads synchronously, so the
 * component draws in the same render instead of showing its Suspense fallback first.
 *
 * Why it matters beyond the spinner's flash: a page that suspends is drawn later by a Suspense
 * retry, and React throttles retries that follow a fallback; under CPU load React 19.3 could
 * commit such a throttled retry twice and throw its error #177 (docs/decisions/0006 §5).
 *
 * React.lazy keeps a rejection for good, so a failed lazy is replaced by a fresh one, but only
 * when `preload` is called again (a navigation, the error's Retry): replacing it as it fails
 * would make the render that shows the error fetch again, and again, instead.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<Module<P>>,
  retry?: RetryOptions,
): PreloadableLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  /** A failed fetch no render has shown yet: the next render shows it rather than fetching. */
  let unshownFailure: Promise<Module<P>> | undefined;
  const fetchModule = () => {
    if (loading) return loading;
    const attempt: Promise<Module<P>> = withRetry(load, retry).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        unshownFailure = attempt;
        throw error;
      },
    );
    return (loading = attempt);
  };
  const settled = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;

  let currentFailed = false;
  const freshLazy = () => {
    const instance = lazy(() => {
      if (loaded) return settled(loaded);
      const fetching = unshownFailure ?? fetchModule();
      unshownFailure = undefined;
      fetching.catch(() => {
        if (unshownFailure === fetching) unshownFailure = undefined; // this render shows it
        if (current === instance) currentFailed = true;
      });
      return fetching;
    });
    return instance;
  };
  let current = freshLazy();

  function PreloadableComponent(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return {
    Component: PreloadableComponent,
    preload: () => {
      if (currentFailed) {
        current = freshLazy();
        currentFailed = false;
      }
      unshownFailure = undefined;
      return fetchModule().then(() => undefined);
    },
  };
}
