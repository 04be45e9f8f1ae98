import { makeStyles } from '@fluentui/react-components';
import { Button, tokens } from '@crm/shared/fluent';
import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { useUiTexts } from '../texts';
import { CalendarHeader } from './calendar-header';
import { MonthGrid } from './month-grid';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface MonthCalendarProps {
  /** The first day shown focused: the selected day, or today. */
  initial: CalendarDate;
  selected: CalendarDate | null;
  today: CalendarDate;
  onSelect: (date: CalendarDate) => void;
  isDisabled: (date: CalendarDate) => boolean;
}

/** A month of the language's calendar with month/year navigation and a today button. */
export function MonthCalendar(props: MonthCalendarProps) {
  const [focused, setFocused] = useState(props.initial);
  const { t } = useUiTexts();
  return (
    <div className={useStyles().root} data-testid="month-calendar">
      <CalendarHeader month={focused} onMove={(change) => setFocused(focused.add(change))} />
      <MonthGrid
        focused={focused}
        selected={props.selected}
        today={props.today}
        onFocusedChange={setFocused}
        onSelect={props.onSelect}
        isDisabled={props.isDisabled}
      />
      <Button
        size="small"
        appearance="transparent"
        disabled={props.isDisabled(props.today)}
        onClick={() => props.onSelect(props.today)}
      >
        {t('DatePicker.Today')}
      </Button>
    </div>
  );
}
