import { createStore } from 'zustand/vanilla';
import { defaultEnvironment, type Environment } from './environment';

export interface EnvironmentState {
  environment: Environment;
}

export const environmentStore = createStore<EnvironmentState>(() => ({
  environment: defaultEnvironment(),
}));

export function getEnvironment(): Environment {
  return environmentStore.getState().environment;
}

export function setEnvironment(environment: Environment): void {
  environmentStore.setState({ environment });
}
