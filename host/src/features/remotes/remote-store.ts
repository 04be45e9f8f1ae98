// The remotes of this page load and how far each has got. The router, the menu and the
// fallbacks are derived from it; a retry that succeeds updates it and the shell re-renders.
// A remote whose release carries its navigation stays `idle` (its routes and menu known from
// the manifest) until one of its routes is entered.
import type { RemoteModule } from '@crm/shared/contracts';
import type { ActiveRemote } from '@crm/shared/platform';
import { create } from 'zustand';

export type RemoteEntryState =
  | { status: 'idle'; release: ActiveRemote }
  | { status: 'loading'; release: ActiveRemote }
  | { status: 'ready'; release: ActiveRemote; module: RemoteModule }
  | { status: 'failed'; release: ActiveRemote; error: unknown };

interface RemoteStore {
  remotes: Record<string, RemoteEntryState>;
  set: (state: RemoteEntryState) => void;
}

export const useRemoteStore = create<RemoteStore>((set) => ({
  remotes: {},
  set: (state) => set((store) => ({ remotes: { ...store.remotes, [state.release.name]: state } })),
}));
