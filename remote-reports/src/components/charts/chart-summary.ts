// The words a chart stands for, for those who cannot see it (WCAG 1.1.1): a line as its span,
// first and last values and its range; slices as their names with their shares. Pure, so the
// texts are tested without drawing.
import type { TFunction } from 'i18next';

export interface SummaryPoint {
  date: string;
  value: number;
}

export function lineSummary(
  points: readonly SummaryPoint[],
  show: (value: number) => string,
  showDay: (iso: string) => string,
  t: TFunction,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return t('Chart.NoData');
  const values = points.map((point) => point.value);
  return t('Chart.LineSummary', {
    from: showDay(first.date),
    to: showDay(last.date),
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
