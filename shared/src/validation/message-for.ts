// Turns a validation result into text. Templates use `{{ name }}` placeholders (ABP/ngx-validate
// style); numbers are written with Persian digits in Persian text. Unknown placeholders stay
// visible so a missing parameter is noticed rather than silently dropped.
import { toPersianDigits } from '../persian/digits';
import { englishMessages } from './messages/en';
import { persianMessages } from './messages/fa';
import type { MessageLanguage, MessageTable, ValidationError, ValidationParams } from './types';

const TABLES: Record<MessageLanguage, MessageTable> = { fa: persianMessages, en: englishMessages };

/** The language of a tag such as `en-US` or `fa-IR`: English for `en*`, Persian otherwise. */
export function toMessageLanguage(tag: string | null | undefined): MessageLanguage {
  return tag?.toLowerCase().startsWith('en') ? 'en' : 'fa';
}

function paramText(value: string | number, language: MessageLanguage): string {
  if (typeof value !== 'number') return value;
  return language === 'fa' ? toPersianDigits(String(value).replace('.', '\u066B')) : String(value);
}

/** Fills `{{ name }}` placeholders from `params`. */
export function interpolate(
  template: string,
  params: ValidationParams = {},
  language: MessageLanguage = 'fa',
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : paramText(value, language);
  });
}

/** The message for a validation error in the given language (Persian by default). */
export function messageFor(error: ValidationError, language: MessageLanguage = 'fa'): string {
  return interpolate(TABLES[language][error.key], error.params, language);
}

/** The message table of a language, e.g. to register it with i18next. */
export function validationMessages(language: MessageLanguage): MessageTable {
  return TABLES[language];
}
