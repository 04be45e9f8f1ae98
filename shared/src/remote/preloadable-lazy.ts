import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface PreloadableLazy<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the module; once it has arrived, `Component` renders without suspending. */
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
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<Module<P>>,
): PreloadableLazy<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next render or preload tries again
        throw error;
      },
    ));
  const settled = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  return {
    Component: lazy(() => (loaded ? settled(loaded) : fetchModule())),
    preload: () => fetchModule().then(() => undefined),
  };
}
