// The full-page error currently shown over the shell, if any.
import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { ScreenStatus } from './error-action';

export interface ErrorScreenState {
  status: ScreenStatus;
  title: string;
  details: string;
  homeButton: boolean;
}

interface ErrorScreenStore {
  screen: ErrorScreenState | null;
  show: (screen: ErrorScreenState) => void;
  dismiss: () => void;
}

export const useErrorScreenStore = create<ErrorScreenStore>((set) => ({
  screen: null,
  show: (screen) => set({ screen }),
  dismiss: () => set({ screen: null }),
}));

/** A product may replace the screen of 401, 403, 404 or 500 with its own component. */
export type CustomErrorScreen = ComponentType<ErrorScreenState & { onDismiss: () => void }>;
const customScreens = new Map<number, CustomErrorScreen>();

export function registerErrorScreen(
  status: 401 | 403 | 404 | 500,
  screen: CustomErrorScreen,
): void {
  customScreens.set(status, screen);
}

export function customErrorScreen(status: number): CustomErrorScreen | undefined {
  return customScreens.get(status);
}
