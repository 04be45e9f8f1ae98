import type { ReactNode } from 'react';
import { Amount } from '../amount/amount';
import { formatNumber } from '@crm/shared';
import { formatIsoDate } from '@crm/shared/persian';
import { Percent } from '../percent/percent';

/** How a column's values are shown: numbers and dates follow the language (Persian digits). */
export type CellKind = 'text' | 'number' | 'date' | 'amount' | 'percent';

export function isNumericKind(kind: CellKind): boolean {
  return kind === 'number' || kind === 'amount' || kind === 'percent';
}

/** `datePattern`: the culture's short date pattern (null: `yyyy-MM-dd`). */
export function renderCellValue(
  value: unknown,
  kind: CellKind,
  language: string,
  datePattern: string | null = null,
): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'number':
      return typeof value === 'number' || typeof value === 'bigint' ? (
        <bdi>{formatNumber(value, language, { maxFractionDigits: 2 })}</bdi>
      ) : (
        String(value)
      );
    case 'amount':
      return typeof value === 'number' || typeof value === 'bigint' ? (
        <Amount value={value} showUnit={false} />
      ) : (
        String(value)
      );
    case 'percent':
      return typeof value === 'number' ? <Percent value={value} /> : String(value);
    case 'date':
      return formatIsoDate(value instanceof Date ? value.toISOString() : String(value), language, {
        pattern: datePattern,
      });
    default:
      return String(value);
  }
}
