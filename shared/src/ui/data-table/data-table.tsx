import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Spinner, Text, tokens } from '@crm/shared/fluent';
import { appConfigStore, formatNumber } from '@crm/shared';
import { selectShortDatePattern } from '@crm/shared/display-format';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { TABLE_FOOTER_HEIGHT_PX, TABLE_HEADER_HEIGHT_PX } from '../constants';
import { useUiTexts, type LocalizableText } from '../texts';
import { isNumericKind, renderCellValue, type CellKind } from './cell-value';
import {
  nextSorting,
  pageCountOf,
  pageIndexOf,
  parseSorting,
  withPage,
  type ListQuery,
} from './list-query';
import { Pager } from './pager';

export interface DataTableColumn<T> {
  /** The property shown (unless `value` or `render` say otherwise) and the sorting key. */
  key: string;
  header: LocalizableText;
  sortable?: boolean;
  kind?: CellKind;
  value?: (row: T) => unknown;
  render?: (row: T) => ReactNode;
  width?: number | string;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  items: readonly T[];
  totalCount: number;
  query: ListQuery;
  /** Asked for with the next query on sorting (back to page 0) and paging. */
  onQueryChange: (query: ListQuery) => void;
  loading?: boolean;
  getRowId?: (row: T, index: number) => string | number;
  emptyMessage?: LocalizableText;
  'aria-label'?: string;
}

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  loadingRows: { opacity: 0.5 },
  message: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

// Numbers line up by their last digit, so they sit on the physical right in both directions.
const NUMERIC_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function cellOf<T>(
  column: DataTableColumn<T>,
  row: T,
  language: string,
  datePattern: string | null,
): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  return renderCellValue(value, column.kind ?? 'text', language, datePattern);
}

/** A Fluent table over a page of an ABP list, with external sorting and paging. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, items, query, totalCount, loading = false } = props;
  const { t, localize, language } = useUiTexts();
  const datePattern = useStore(appConfigStore, selectShortDatePattern(language));
  const styles = useStyles();
  const sorting = parseSorting(query.sorting);
  const pageIndex = pageIndexOf(query);
  const n = (value: number) => formatNumber(value, language);

  const headerText = (column: DataTableColumn<T>) =>
    column.kind === 'amount'
      ? `${localize(column.header)} (${t('Amount.Rial')})`
      : localize(column.header);

  const messageRow = (text: string) => (
    <TableRow>
      <TableCell colSpan={columns.length} className={styles.message}>
        {text}
      </TableCell>
    </TableRow>
  );

  return (
    <div className={styles.root} data-testid="data-table">
      <Table sortable aria-label={props['aria-label']} aria-busy={loading}>
        <TableHeader>
          <TableRow style={{ height: TABLE_HEADER_HEIGHT_PX }}>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.key}
                style={{ width: column.width }}
                sortable={column.sortable ?? false}
                sortDirection={
                  sorting?.key === column.key
                    ? sorting.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
                onClick={
                  column.sortable
                    ? () =>
                        props.onQueryChange({
                          ...query,
                          sorting: nextSorting(query.sorting, column.key),
                          skipCount: 0,
                        })
                    : undefined
                }
              >
                {headerText(column)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={loading ? styles.loadingRows : undefined}>
          {items.length === 0 &&
            messageRow(
              loading
                ? t('DataTable.Loading')
                : localize(props.emptyMessage ?? 'shared::DataTable.NoData'),
            )}
          {items.map((row, index) => (
            <TableRow key={props.getRowId?.(row, index) ?? index}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  style={isNumericKind(column.kind ?? 'text') ? NUMERIC_CELL : undefined}
                >
                  {cellOf(column, row, language, datePattern)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div
        className={styles.footer}
        style={{ height: TABLE_FOOTER_HEIGHT_PX }}
        data-testid="table-footer"
      >
        <Text size={200} data-testid="pager-info">
          {totalCount > 0 &&
            localize('AbpUi::PagerInfo{0}{1}{2}', [
              n(query.skipCount + 1),
              n(Math.min(query.skipCount + items.length, totalCount)),
              n(totalCount),
            ])}
        </Text>
        {loading && <Spinner size="tiny" aria-label={t('DataTable.Loading')} />}
        <Pager
          pageIndex={pageIndex}
          pageCount={pageCountOf(query, totalCount)}
          tableLabel={props['aria-label']}
          onPageChange={(page) => props.onQueryChange(withPage(query, page))}
        />
      </div>
    </div>
  );
}
