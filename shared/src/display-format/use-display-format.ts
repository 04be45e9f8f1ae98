import { useMemo } from 'react';
import { useStore } from 'zustand';
import { appConfigStore, useTranslation } from '@crm/shared';
import {
  formatIsoDate,
  formatIsoDateTime,
  formatNumber,
  formatPercent,
  localizeDigits,
  type NumberFormat,
} from '../persian';
import { selectShortDatePattern } from './short-date-pattern';

/** Fees are kept in parts per million: 1 ppm is 0.0001 %, four decimals of a percent. */
const UP_TO_FOUR_DECIMALS: NumberFormat = { maxFractionDigits: 4 };

export interface DisplayFormat {
  language: string;
  /** An ISO date or instant in the language's calendar and culture pattern; `—` for none. */
  date: (value: string | null | undefined) => string;
  /** Grouped, up to four decimals unless told otherwise. */
  /** An ISO instant as its day and time in Tehran; `—` for none. */
  dateTime: (instant: string | null | undefined) => string;
  number: (value: number | bigint, format?: NumberFormat) => string;
  /** A value given in percent (12.5 → ۱۲٫۵٪), up to four decimals unless told otherwise. */
  percent: (value: number, format?: NumberFormat) => string;
  /** Digits in a text (a clock, a code) in the language's digits. */
  digits: (text: string | number) => string;
}

/** Dates and numbers as the page's language and culture show them (one module: ../persian). */
export function useDisplayFormat(): DisplayFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const pattern = useStore(appConfigStore, selectShortDatePattern(language));
  return useMemo(
    () => ({
      language,
      date: (value) => (value ? formatIsoDate(value, language, { pattern }) : '—'),
      dateTime: (instant) => (instant ? formatIsoDateTime(instant, language, { pattern }) : '—'),
      number: (value, format = UP_TO_FOUR_DECIMALS) => formatNumber(value, language, format),
      percent: (value, format = UP_TO_FOUR_DECIMALS) => formatPercent(value, language, format),
      digits: (text) => localizeDigits(text, language),
    }),
    [language, pattern],
  );
}
