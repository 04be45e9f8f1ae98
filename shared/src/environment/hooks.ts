import { useStore } from 'zustand';
import type { Environment } from './environment';
import { environmentStore } from './environment-store';

export function useEnvironment(): Environment {
  return useStore(environmentStore, (state) => state.environment);
}
