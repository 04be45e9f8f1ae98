// A field's error as text. Errors come as `{ key, params }` (from the validation library, on the
// error itself or in its `message`) or as a plain message, which may be a `Resource::Key`.
import type { FieldError } from 'react-hook-form';
import type { MessageFormatter } from './form-context';

export interface KeyedMessage {
  key: string;
  params?: Record<string, unknown>;
}

function asKeyed(value: unknown): KeyedMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string') return undefined;
  return typeof params === 'object' && params !== null
    ? { key, params: params as Record<string, unknown> }
    : { key };
}

export function fieldErrorText(
  error: FieldError | undefined,
  format: MessageFormatter,
): string | undefined {
  if (!error) return undefined;
  const keyed = asKeyed(error) ?? asKeyed(error.message);
  if (keyed) return format(keyed.key, keyed.params);
  if (typeof error.message === 'string' && error.message) return format(error.message);
  return format(error.type);
}
