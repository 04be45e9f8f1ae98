// The words a chart stands for, for those who cannot see it (WCAG 1.1.1): a line as its span,
// first and last values and its range; slices as their names with their shares. Pure, so the
// texts are tested without drawing.
import { formatJalaliDate } from '@crm/shared';
import type { TFunction } from 'i18next';

export interface SummaryPoint {
  date: string;
  value: number;
}

export function lineSummary(
  points: readonly SummaryPoint[],
  show: (value: number) => string,
  language: string,
  t: TFunction,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t('Chart.NoData');
  const values = points.map((point) => point.value);
  const names = language.startsWith('fa') ? 'fa' : 'en';
  const day = (iso: string) => formatJalaliDate(iso, { pattern: 'yyyy/MM/dd', language: names });
  return t('Chart.LineSummary', {
    from: day(first.date),
    to: day(last.date),
    first: show(first.value),
    last: show(last.value),
    min: show(Math.min(...values)),
    max: show(Math.max(...values)),
  });
}

export function sliceSummary(
  slices: readonly { name: string; share: string }[],
  t: TFunction,
  separator: string,
): string {
  if (slices.length === 0) return t('Chart.NoData');
  return slices.map((slice) => `${slice.name} ${slice.share}`).join(separator);
}
