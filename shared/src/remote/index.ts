export {
  createRemoteLifecycles,
  createRemoteRoot,
  type RemoteAppOptions,
} from './create-remote-lifecycles';
export { isLoadFailure, LOAD_RETRY_DELAYS_MS, withRetry, type RetryOptions } from './load-retry';
export { renderStandalone } from './render-standalone';
export { pagePreloader, routeElements } from './route-elements';
export { preloadableLazy, type PreloadableLazy } from './preloadable-lazy';
export { announcePageFailure, PAGE_FAILED_EVENT, type PageFailedDetail } from './page-failure';
