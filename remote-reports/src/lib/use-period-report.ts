// Reports over a period or of one day: the basket's valued span comes first (from-date-for-basket
// and to-date-for-basket, which also bring its series up to date), then the report for the
// chosen Jalali preset or custom days, clamped into that span.
import { useState } from 'react';
import { basketSpan } from './basket-span';
import { presetRange, type DayRange, type PresetName } from './periods';
import { useReport, type ReportState } from './use-report';

export type Period = { preset: Exclude<PresetName, 'custom'> } | ({ preset: 'custom' } & DayRange);

export interface PeriodData<T> {
  span: DayRange;
  range: DayRange;
  report: T;
}

export function usePeriodReport<T>(
  load: (query: { basketId: string } & DayRange, signal: AbortSignal) => Promise<T>,
  initial: Period,
): ReportState<PeriodData<T>> & { period: Period; setPeriod: (period: Period) => void } {
  const [period, setPeriod] = useState<Period>(initial);
  const key = period.preset === 'custom' ? `${period.fromDate}|${period.toDate}` : period.preset;
  const state = useReport(
    async (basketId, signal) => {
      const span = await basketSpan(basketId, signal);
      const range =
        period.preset === 'custom'
          ? { fromDate: period.fromDate, toDate: period.toDate }
          : presetRange(period.preset, span);
      return { span, range, report: await load({ basketId, ...range }, signal) };
    },
    [key],
  );
  return { ...state, period, setPeriod };
}

export interface DayData<T> {
  span: DayRange;
  report: T;
}

/** A one-day report; `date` undefined means the basket's last valued day. */
export function useDayReport<T>(
  load: (query: { basketId: string; date: string }, signal: AbortSignal) => Promise<T>,
): ReportState<DayData<T>> & {
  date: string | undefined;
  setDate: (date: string | undefined) => void;
} {
  const [date, setDate] = useState<string | undefined>(undefined);
  const state = useReport(
    async (basketId, signal) => {
      const span = await basketSpan(basketId, signal);
      const day = date && date >= span.fromDate && date <= span.toDate ? date : span.toDate;
      return { span, report: await load({ basketId, date: day }, signal) };
    },
    [date],
  );
  return { ...state, date, setDate };
}
