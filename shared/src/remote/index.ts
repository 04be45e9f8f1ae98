export {
  createRemoteLifecycles,
  createRemoteRoot,
  type RemoteAppOptions,
} from './create-remote-lifecycles';
export { renderStandalone } from './render-standalone';
export { pagePreloader, routeElements } from './route-elements';
export { preloadableLazy, type PreloadableLazy } from './preloadable-lazy';
export { announcePageFailure, PAGE_FAILED_EVENT, type PageFailedDetail } from './page-failure';
