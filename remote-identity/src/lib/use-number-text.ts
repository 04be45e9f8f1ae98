import { toPersianDigits } from '@crm/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole numbers in the page's digits: Persian digits in Persian, Latin in English. */
export function useNumberText(): (value: number) => string {
  const { i18n } = useTranslation();
  const persian = i18n.language === 'fa';
  return useCallback((value) => (persian ? toPersianDigits(value) : String(value)), [persian]);
}
