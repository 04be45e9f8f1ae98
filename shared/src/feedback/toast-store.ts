// The page's one list of toasts. Any React root (host or remote) calls `toast.*`; the host's
// <ToastHost/> shows them. Lifetimes are timers here, so they do not depend on rendering.
import { createStore } from 'zustand/vanilla';
import { TOAST_LIFE_MS } from '../ui/constants';
import type { LocalizableText } from '../i18n/localizable-text';
import type { Severity } from './severity';

export interface ToastOptions {
  /** A sticky toast stays until removed (or tapped, with `tapToDismiss`). */
  sticky?: boolean;
  /** Lifetime in milliseconds; 5000 by default. */
  life?: number;
  /** Removes the toast when it is clicked. */
  tapToDismiss?: boolean;
  /** Showing a toast with the id of a shown one replaces it. */
  id?: string;
  messageLocalizationParams?: readonly unknown[];
  titleLocalizationParams?: readonly unknown[];
}

export interface ToastItem {
  id: string;
  severity: Severity;
  message: LocalizableText;
  title?: LocalizableText;
  options: ToastOptions;
}

export const toastStore = createStore<{ toasts: ToastItem[] }>(() => ({ toasts: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function remove(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((item) => item.id !== id) }));
}

function show(
  message: LocalizableText,
  title: LocalizableText | undefined,
  severity: Severity,
  options: ToastOptions = {},
): string {
  const id = options.id ?? `toast-${++lastId}`;
  remove(id);
  const item: ToastItem = { id, severity, message, title, options };
  toastStore.setState(({ toasts }) => ({ toasts: [...toasts, item] }));
  if (!options.sticky)
    timers.set(
      id,
      setTimeout(() => remove(id), options.life ?? TOAST_LIFE_MS),
    );
  return id;
}

function clear(): void {
  for (const id of [...timers.keys()]) clearTimeout(timers.get(id));
  timers.clear();
  toastStore.setState({ toasts: [] });
}

type ShowBySeverity = (
  message: LocalizableText,
  title?: LocalizableText,
  options?: ToastOptions,
) => string;

function bySeverity(severity: Severity): ShowBySeverity {
  return (message, title, options) => show(message, title, severity, options);
}

/** Shows toasts from anywhere on the page; each call returns the toast's id. */
export const toast = {
  show,
  info: bySeverity('info'),
  success: bySeverity('success'),
  warning: bySeverity('warning'),
  error: bySeverity('error'),
  neutral: bySeverity('neutral'),
  remove,
  clear,
};
