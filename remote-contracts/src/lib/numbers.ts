// Numbers in the page's digits: Persian digits and separators in Persian, Latin in English.
import { toPersianDigits } from '@crm/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function numberText(value: number, language: string): string {
  const text = String(value);
  return language === 'fa' ? toPersianDigits(text).replace('.', '٫') : text;
}

export function percentText(value: number, language: string): string {
  return language === 'fa' ? `${numberText(value, language)}٪` : `${value}%`;
}

export function useNumberText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    number: useCallback((value: number) => numberText(value, language), [language]),
    percent: useCallback((value: number) => percentText(value, language), [language]),
    /** Digits in a text (a clock, a code) in the page's digits. */
    digits: useCallback(
      (text: string) => (language === 'fa' ? toPersianDigits(text) : text),
      [language],
    ),
  };
}
