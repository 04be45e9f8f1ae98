// A date box outside a form (a report's period): a typed text that is not a date must not
// silently turn back into the previous date. The hook keeps the last good date, and for a bad
// text gives the field a localized message naming what was typed and how to write it.
import { useState } from 'react';
import { formatIsoDate, localizeDigits, todayIso, typedDatePattern } from '@crm/shared/persian';
import { useUiTexts } from '../texts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real Gregorian day written as ISO `yyyy-MM-dd` (what the DatePicker gives for a date). */
function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface DateEntry {
  /** For the DatePicker's onChange. */
  onChange: (value: string | null) => void;
  /** For the Field around it: the message, and 'error' while there is one. */
  validationMessage: string | undefined;
  validationState: 'error' | 'none';
}

/** `onDate` gets each ISO day typed or picked, and null when the box is emptied. */
export function useDateEntry(onDate: (iso: string | null) => void): DateEntry {
  const { t, language } = useUiTexts();
  const [message, setMessage] = useState<string | undefined>(undefined);
  const onChange = (value: string | null) => {
    if (value !== null && !isIsoDay(value)) {
      const example = formatIsoDate(todayIso(), language, {
        pattern: typedDatePattern(language),
      });
      setMessage(t('DatePicker.Invalid', { text: localizeDigits(value, language), example }));
      return;
    }
    setMessage(undefined);
    onDate(value);
  };
  return { onChange, validationMessage: message, validationState: message ? 'error' : 'none' };
}
