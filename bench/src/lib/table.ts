// The benchmarks' printed tables (formatTable: @crm/shared/tooling) and the units of their figures.
import { formatTable } from '@crm/shared/tooling';

export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  console.log(`\n${title}\n${formatTable(header, rows)}`);
}

export const ms = (value: number, digits = 1) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '—';
export const perSecond = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}` : '—';
export const kb = (bytes: number) =>
  Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—';
