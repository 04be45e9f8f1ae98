// A plain-text table: the first column left-aligned, the others right-aligned (figures).

export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

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
