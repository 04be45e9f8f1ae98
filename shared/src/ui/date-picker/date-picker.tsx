import {
  Popover,
  PopoverSurface,
  PopoverTrigger,
  type InputProps,
} from '@fluentui/react-components';
import { Button, Input } from '@crm/shared/fluent';
import { Calendar20Regular } from '@fluentui/react-icons';
import type { CalendarDate } from '@internationalized/date';
import { forwardRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { toLatinDigits } from '@crm/shared';
import {
  calendarFor,
  formatIsoDate,
  fromIsoValue,
  parseDateText,
  todayIn,
  toIsoDate,
  typedDatePattern,
} from '@crm/shared/persian';
import { useUiTexts } from '../texts';
import { MonthCalendar } from './month-calendar';

export interface DatePickerProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** An ISO `yyyy-MM-dd` date (Gregorian, as on the wire), or null. */
  value: string | null | undefined;
  /**
   * The ISO date once typed text reads as a date (or a day is picked), null when emptied, and
   * the typed text itself (with Latin digits) when it is not a date, for validation to report.
   */
  onChange: (value: string | null) => void;
  /** ISO dates outside which days cannot be picked. */
  min?: string;
  max?: string;
}

/**
 * A date box in the language's calendar (Jalali in Persian, Gregorian in English). Typing takes
 * `yyyy`, `yyyy-MM` or `yyyy-MM-dd` with `/` or `-` and any digits; the button opens a month.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  { value, onChange, min, max, onBlur, onKeyDown, ...rest },
  ref,
) {
  const { t, language } = useUiTexts();
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const calendar = calendarFor(language);
  const selected = value ? fromIsoValue(value, calendar) : null;
  const today = todayIn(calendar);

  const isDisabled = (date: CalendarDate) => {
    const iso = toIsoDate(date);
    return (min !== undefined && iso < min) || (max !== undefined && iso > max);
  };

  const commit = () => {
    if (editing === null) return;
    setEditing(null);
    const text = toLatinDigits(editing.trim());
    const date = parseDateText(text, language);
    const next = text === '' ? null : date ? toIsoDate(date) : text;
    if (next !== (value ?? null)) onChange(next);
  };

  const pick = (date: CalendarDate) => {
    setEditing(null);
    setOpen(false);
    onChange(toIsoDate(date));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
    onKeyDown?.(event);
  };

  return (
    <Input
      {...rest}
      ref={ref}
      value={
        editing ??
        (value ? formatIsoDate(value, language, { pattern: typedDatePattern(language) }) : '')
      }
      onChange={(_event, data) => setEditing(data.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={onInputKeyDown}
      autoComplete="off"
      contentAfter={
        <Popover
          open={open}
          onOpenChange={(_event, data) => setOpen(data.open)}
          trapFocus
          positioning="below-end"
        >
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<Calendar20Regular />}
              aria-label={t('DatePicker.Open')}
              disabled={rest.disabled}
            />
          </PopoverTrigger>
          <PopoverSurface aria-label={t('DatePicker.Open')}>
            <MonthCalendar
              initial={selected ?? today}
              selected={selected}
              today={today}
              onSelect={pick}
              isDisabled={isDisabled}
            />
          </PopoverSurface>
        </Popover>
      }
    />
  );
});
