// A code made of digits (a national code, a phone number) as the page shows it: in the page's
// digits (Persian on a Persian page) and kept left to right, so «۰۹۱۲۳۴۵۶۷۸۹» reads as typed.
// The stored value stays in Latin digits (@crm/shared/dto's normalized-text).
import { localizeDigits, useSessionLanguage } from '@crm/shared';

export function DigitCode({ value }: { value: string | null | undefined }) {
  const language = useSessionLanguage();
  if (!value) return null;
  return <bdi dir="ltr">{localizeDigits(value, language)}</bdi>;
}
