// Dates as the page shows them: Jalali with Persian digits in Persian, ISO in English. Instants
// are shown as the day in Tehran.
import { formatJalaliDate } from '@crm/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const tehranDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy-MM-dd` of an ISO instant in Tehran. */
export function dayInTehran(instant: string): string {
  return tehranDay.format(new Date(instant));
}

export function dateText(isoDayOrInstant: string, language: string): string {
  const day = isoDayOrInstant.length > 10 ? dayInTehran(isoDayOrInstant) : isoDayOrInstant;
  return language === 'fa' ? formatJalaliDate(day, { pattern: 'yyyy/MM/dd' }) : day;
}

export function useDateText(): (isoDayOrInstant: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value) => (value ? dateText(value, language) : '—'), [language]);
}
