import type { Validator } from '../types';
import { filledText } from './is-empty';

const SCHEME = /^(https?|ftp):\/\//i;

/** True for an absolute http, https or ftp URL with a host. */
export function isUrl(value: string): boolean {
  if (!SCHEME.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function url(): Validator<string | null | undefined> {
  return (value) => {
    const text = filledText(value);
    return text === null || isUrl(text.trim()) ? null : { key: 'url' };
  };
}
