import { makeStyles } from '@fluentui/react-components';
import { Button, Text } from '@crm/shared/fluent';
import {
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from '@fluentui/react-icons';
import type { CalendarDate } from '@internationalized/date';
import type { ReactElement } from 'react';
import { localizeDigits } from '@crm/shared';
import { monthName } from '@crm/shared/persian';
import { useUiTexts } from '../texts';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '2px' },
  title: { flexGrow: 1, textAlign: 'center' },
});

interface CalendarHeaderProps {
  month: CalendarDate;
  onMove: (change: { months?: number; years?: number }) => void;
}

/** Month and year with buttons to the previous/next month and year. */
export function CalendarHeader({ month, onMove }: CalendarHeaderProps) {
  const { t, language, dir } = useUiTexts();
  const styles = useStyles();
  // Chevron icons are not mirrored by Fluent: "previous" points to the start side.
  const rtl = dir === 'rtl';
  const year = localizeDigits(month.year, language);
  const nav = (label: string, icon: ReactElement, change: { months?: number; years?: number }) => (
    <Button
      appearance="subtle"
      size="small"
      aria-label={t(label)}
      icon={icon}
      onClick={() => onMove(change)}
    />
  );
  return (
    <div className={styles.header}>
      {nav(
        'DatePicker.PreviousYear',
        rtl ? <ChevronDoubleRight20Regular /> : <ChevronDoubleLeft20Regular />,
        { years: -1 },
      )}
      {nav('DatePicker.PreviousMonth', rtl ? <ChevronRight20Regular /> : <ChevronLeft20Regular />, {
        months: -1,
      })}
      <Text
        weight="semibold"
        className={styles.title}
        aria-live="polite"
        data-testid="calendar-title"
      >
        {`${monthName(month.month, language)} ${year}`}
      </Text>
      {nav('DatePicker.NextMonth', rtl ? <ChevronLeft20Regular /> : <ChevronRight20Regular />, {
        months: 1,
      })}
      {nav(
        'DatePicker.NextYear',
        rtl ? <ChevronDoubleLeft20Regular /> : <ChevronDoubleRight20Regular />,
        { years: 1 },
      )}
    </div>
  );
}
