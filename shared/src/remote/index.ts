export {
  createRemoteLifecycles,
  createRemoteRoot,
  type RemoteAppOptions,
} from './create-remote-lifecycles';
export { renderStandalone } from './render-standalone';
export { routeElements } from './route-elements';
