import { useLanguage } from './page-session';
import type { Failure } from './sign-in-error';
import { textOf, type TextKey } from './texts';

export type Text = (key: TextKey, argument?: string) => string;

/** The page's texts in the session's language (drawn again when it changes). */
export function useText(): Text {
  const language = useLanguage();
  return (key, argument) => textOf(language, key, argument);
}

export function failureText(failure: Failure, text: Text): string {
  return 'text' in failure ? failure.text : text(failure.key, failure.argument);
}
