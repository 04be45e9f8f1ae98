import { createContext, useContext } from 'react';

export interface ModalContextValue {
  busy: boolean;
  /** Closes the modal as its close icon would: not while busy, and after a dirty-form check. */
  requestClose: () => void;
  /** Forms inside the modal report whether they hold unsaved changes, under their own key. */
  reportDirty: (source: string, dirty: boolean) => void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** The enclosing modal, if any. */
export function useModal(): ModalContextValue | null {
  return useContext(ModalContext);
}
