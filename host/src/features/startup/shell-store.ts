// What the start-up flow found out about the signed-in user (spec §4): whether the password
// has expired (menu blocked) and how much of the menu they may use.
import { create } from 'zustand';
import type { MenuAccess } from '../menu-access/menu-access';

export interface ShellState {
  /** False until the start-up checks for the current user are done. */
  ready: boolean;
  passwordExpired: boolean;
  menuAccess: MenuAccess;
}

export const FULL_ACCESS: MenuAccess = { full: true, alwaysAllowed: [] };

export const useShellStore = create<ShellState>(() => ({
  ready: false,
  passwordExpired: false,
  menuAccess: FULL_ACCESS,
}));
