export {
  CLIENT_ID,
  defaultEnvironment,
  environmentSchema,
  remoteEnvSchema,
  SCOPE,
  type Environment,
  type RemoteEnv,
  type ResponseType,
} from './environment';
export { deepMerge } from './deep-merge';
export {
  environmentStore,
  getEnvironment,
  setEnvironment,
  type EnvironmentState,
} from './environment-store';
export {
  fetchRemoteEnvironment,
  InvalidEnvironmentError,
  loadEnvironment,
} from './load-environment';
export { useEnvironment } from './hooks';
