// The period of a report: Jalali presets (this month, this year, since the start) or custom days
// picked in the Jalali calendar, limited to the basket's valued days.
import { DatePicker, useDateEntry } from '@crm/shared/ui';
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { Field, tokens } from '@crm/shared/fluent';
import { useTranslation } from '@crm/shared';
import type { DayRange, PresetName } from '../lib/periods';
import type { Period } from '../lib/use-period-report';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  date: { width: '150px' },
});

const PRESETS: PresetName[] = ['thisMonth', 'thisYear', 'sinceStart', 'custom'];

export interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
  /** The range the report actually covers, and the basket's valued span. */
  range: DayRange | undefined;
  span: DayRange | undefined;
}

export function PeriodPicker({ period, onChange, range, span }: PeriodPickerProps) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const shown = range ?? span;
  const custom = (change: Partial<DayRange>) => {
    const fromDate = change.fromDate ?? shown?.fromDate;
    const toDate = change.toDate ?? shown?.toDate;
    if (fromDate && toDate) onChange({ preset: 'custom', fromDate, toDate });
  };
  // An emptied box keeps the period's date: a period has both ends.
  const from = useDateEntry((fromDate) => {
    if (fromDate) custom({ fromDate });
  });
  const to = useDateEntry((toDate) => {
    if (toDate) custom({ toDate });
  });
  return (
    <div className={styles.root} data-testid="period-picker">
      <TabList
        size="small"
        selectedValue={period.preset}
        onTabSelect={(_event, data) => {
          const preset = data.value as PresetName;
          if (preset !== 'custom') onChange({ preset });
          else if (shown) onChange({ preset: 'custom', ...shown });
        }}
      >
        {PRESETS.map((preset) => (
          <Tab key={preset} value={preset} data-testid={`preset-${preset}`}>
            {t(`Period.${preset}`)}
          </Tab>
        ))}
      </TabList>
      <Field
        label={t('Period.From')}
        validationMessage={from.validationMessage}
        validationState={from.validationState}
      >
        <DatePicker
          className={styles.date}
          value={shown?.fromDate ?? null}
          min={span?.fromDate}
          max={shown?.toDate}
          onChange={from.onChange}
          data-testid="period-from"
        />
      </Field>
      <Field
        label={t('Period.To')}
        validationMessage={to.validationMessage}
        validationState={to.validationState}
      >
        <DatePicker
          className={styles.date}
          value={shown?.toDate ?? null}
          min={shown?.fromDate}
          max={span?.toDate}
          onChange={to.onChange}
          data-testid="period-to"
        />
      </Field>
    </div>
  );
}

export function DayPicker({
  date,
  span,
  onChange,
}: {
  date: string | undefined;
  span: DayRange | undefined;
  onChange: (date: string | undefined) => void;
}) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const entry = useDateEntry((value) => onChange(value ?? undefined));
  return (
    <Field
      label={t('Period.Date')}
      validationMessage={entry.validationMessage}
      validationState={entry.validationState}
    >
      <DatePicker
        className={styles.date}
        value={date ?? span?.toDate ?? null}
        min={span?.fromDate}
        max={span?.toDate}
        onChange={entry.onChange}
        data-testid="report-date"
      />
    </Field>
  );
}
