import { createContext, useContext } from 'react';
import type { Control, FieldValues } from 'react-hook-form';

/** Turns a validation message key and its parameters into text. */
export type MessageFormatter = (key: string, params?: Record<string, unknown>) => string;

export interface FormUiState {
  control: Control<FieldValues>;
  /** Names the user has changed; every name counts once a submit marked all fields dirty. */
  isEdited: (name: string) => boolean;
  markEdited: (name: string) => void;
  submitted: boolean;
  validateOnSubmit: boolean;
  formatMessage?: MessageFormatter;
}

export const FormUiContext = createContext<FormUiState | null>(null);

export function useFormUi(): FormUiState | null {
  return useContext(FormUiContext);
}
