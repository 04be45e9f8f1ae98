import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { Button, tokens } from '@crm/shared/fluent';
import { isSameDay, type CalendarDate } from '@internationalized/date';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { localizeDigits } from '@crm/shared';
import { monthWeeks, toIsoDate, weekdayName } from '@crm/shared/persian';
import { useUiTexts } from '../texts';
import { dayAfterKey } from './grid-keys';

const useStyles = makeStyles({
  grid: { borderCollapse: 'collapse' },
  weekday: {
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    height: '28px',
  },
  day: { minWidth: '32px', width: '32px', height: '32px', paddingInline: 0 },
  today: { border: `1px solid ${tokens.colorBrandStroke1}` },
});

export interface MonthGridProps {
  focused: CalendarDate;
  selected: CalendarDate | null;
  today: CalendarDate;
  onFocusedChange: (date: CalendarDate) => void;
  onSelect: (date: CalendarDate) => void;
  isDisabled: (date: CalendarDate) => boolean;
}

/** The days of the focused date's month; one day is tabbable and arrow keys move between days. */
export function MonthGrid(props: MonthGridProps) {
  const { focused, selected } = props;
  const { language, dir } = useUiTexts();
  const styles = useStyles();
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(focused.year, focused.month, focused.calendar);

  // Focus follows the focused day when the grid opens and after arrow keys, not after the
  // header's buttons (they keep focus so they can be pressed again).
  const moveFocus = useRef(true);
  const focusedIso = toIsoDate(focused);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusedIso}"]`)?.focus();
  }, [focusedIso]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(focused, event.key, { shift: event.shiftKey, dir });
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    props.onFocusedChange(next);
  };

  return (
    <table role="grid" ref={grid} className={styles.grid} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <th
              key={weekday}
              scope="col"
              abbr={weekdayName(weekday, language)}
              className={styles.weekday}
            >
              {weekdayName(weekday, language, true)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((date, column) => (
              <td
                key={column}
                role="gridcell"
                aria-selected={Boolean(date && selected && isSameDay(date, selected))}
              >
                {date && (
                  <Button
                    size="small"
                    appearance={selected && isSameDay(date, selected) ? 'primary' : 'subtle'}
                    className={mergeClasses(
                      styles.day,
                      isSameDay(date, props.today) && styles.today,
                    )}
                    data-date={toIsoDate(date)}
                    tabIndex={isSameDay(date, focused) ? 0 : -1}
                    disabled={props.isDisabled(date)}
                    onClick={() => props.onSelect(date)}
                  >
                    {localizeDigits(date.day, language)}
                  </Button>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
