import { createStore } from 'zustand/vanilla';

/** The resource that `::Key` (no resource name) refers to until the server names its own. */
export const DEFAULT_RESOURCE = 'Crm';

export interface LocalizationState {
  /** Grows on every change of texts or language, so that hooks re-render. */
  version: number;
  /** The resource `::Key` refers to: the server's `defaultResourceName`, else `Crm`. */
  defaultResourceName: string;
}

export const localizationStore = createStore<LocalizationState>(() => ({
  version: 0,
  defaultResourceName: DEFAULT_RESOURCE,
}));

/** Sets the resource `::Key` refers to; an empty name restores the default (`Crm`). */
export function setDefaultResourceName(name: string | null | undefined): void {
  localizationStore.setState({ defaultResourceName: name || DEFAULT_RESOURCE });
}

export function markTextsChanged(): void {
  localizationStore.setState(({ version }) => ({ version: version + 1 }));
}
