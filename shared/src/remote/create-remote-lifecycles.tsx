// Mount lifecycles for a remote, made with single-spa-react. The remote renders into its own
// React root, so it brings its own providers; its router is driven by the host's location and
// navigator (passed as props on mount and on every update), which keeps one browser history.
import { Suspense } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { singleSpaReact } from '@crm/shared';
import { Router, Routes } from '@crm/shared/routing';
import type {
  MountLifecycles,
  RemoteMountProps,
  RouteDef,
  SupersededSignal,
} from '../contracts/remote';
import { AreaError } from '../ui/area-error';
import { CrmProvider } from '../ui/crm-provider';
import { ErrorBoundary } from '../ui/error-boundary';
import { PageSpinner } from '../ui/page-spinner';
import { isLoadFailure } from './load-retry';
import { announcePageFailure } from './page-failure';
import { pagePreloader, routeElements } from './route-elements';

export interface RemoteAppOptions {
  name: string;
  routes: RouteDef[];
}

// Takes no box: the page lays out as if its elements were the area's own.
const DRAWN_PATH_STYLE = { display: 'contents' } as const;

export function createRemoteRoot({ name, routes }: RemoteAppOptions) {
  const elements = routeElements(routes);
  const preloadPagesAt = pagePreloader(routes);
  function RemoteRoot({ location, navigator }: RemoteMountProps) {
    return (
      <CrmProvider>
        <Router location={location} navigator={navigator}>
          <ErrorBoundary
            resetKey={location.pathname}
            onError={(error) => {
              console.error(`[${name}] page failed`, error);
              announcePageFailure(name);
            }}
            // Retry fetches the page's code again (a fresh lazy, see preloadable-lazy.ts)
            // before drawing it, so a chunk that failed to arrive recovers without a reload.
            fallback={(error, reset) => (
              <AreaError
                kind={isLoadFailure(error) ? 'load' : 'crash'}
                onRetry={() => void preloadPagesAt(location.pathname).then(reset)}
              />
            )}
          >
            <Suspense fallback={<PageSpinner />}>
              {/* The path this root draws, which lags the address while the next page's code
                  is fetched (below): what tells a test, or a tool, that the page has arrived. */}
              <div data-remote-path={location.pathname} style={DRAWN_PATH_STYLE}>
                <Routes>{elements}</Routes>
              </div>
            </Suspense>
          </ErrorBoundary>
        </Router>
      </CrmProvider>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  return RemoteRoot;
}

export function createRemoteLifecycles(options: RemoteAppOptions): MountLifecycles {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: createRemoteRoot(options),
    errorBoundary: () => <AreaError kind="crash" onRetry={() => window.location.reload()} />,
  });
  // The page's code is fetched before the root renders at a new location, so the old page stays
  // until the new one can draw at once (as a transition would), instead of a spinner's flash and
  // a Suspense retry (see preloadable-lazy.ts). The host's parcel driver runs these one after
  // another, so a later location never renders before an earlier one; and a navigation the
  // user has already left (its signal aborted) stops waiting for its code and is not drawn.
  const preloadPagesAt = pagePreloader(options.routes);
  type Lifecycle = MountLifecycles['mount'];
  const afterPreload =
    (lifecycle: Lifecycle): Lifecycle =>
    async (props) => {
      const { location, superseded } = props as RemoteMountProps & SupersededSignal;
      await untilAborted(preloadPagesAt(location.pathname), superseded);
      if (superseded?.aborted) return undefined;
      return lifecycle(props);
    };
  return {
    bootstrap: lifecycles.bootstrap as Lifecycle,
    mount: afterPreload(lifecycles.mount as Lifecycle),
    update: afterPreload(lifecycles.update as Lifecycle),
    unmount: lifecycles.unmount as Lifecycle,
  };
}

/** `work`, or sooner when `signal` aborts. */
function untilAborted(work: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve();
  return Promise.race([
    work,
    new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    ),
  ]);
}
