import {
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Spinner, Text } from '@crm/shared/fluent';
import { appConfigStore, formatNumber } from '@crm/shared';
import { selectShortDatePattern } from '@crm/shared/display-format';
import { useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { TABLE_FOOTER_HEIGHT_PX, TABLE_HEADER_HEIGHT_PX } from '../constants';
import { useUiTexts, type LocalizableText } from '../texts';
import { isNumericKind, renderCellValue, type CellKind } from './cell-value';
import { useDataTableStyles } from './data-table-styles';
import {
  nextSorting,
  pageCountOf,
  pageIndexOf,
  parseSorting,
  withPage,
  type ListQuery,
} from './list-query';
import { Pager } from './pager';
import { ScrollCue } from './scroll-cue';
import { useSideScroll } from './use-side-scroll';

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

/**
 * A Fluent table over a page of an ABP list, with external sorting and paging. On a phone each
 * row is a card of labelled values; on a tablet the table scrolls in its box with a visible cue
 * (data-table-styles.ts): a number is never shown cut by the box's edge without a sign.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, items, query, totalCount, loading = false } = props;
  const { t, localize, language } = useUiTexts();
  const datePattern = useStore(appConfigStore, selectShortDatePattern(language));
  const styles = useDataTableStyles();
  const box = useRef<HTMLDivElement>(null);
  const { scrolls, moreAtEnd } = useSideScroll(box);
  const sorting = parseSorting(query.sorting);
  const pageIndex = pageIndexOf(query);
  const n = (value: number) => formatNumber(value, language);

  const headerText = (column: DataTableColumn<T>) =>
    column.kind === 'amount'
      ? `${localize(column.header)} (${t('Amount.Rial')})`
      : localize(column.header);

  // A tablet: every value on one line, the first column held. A phone: the value beside its name.
  const cellClass = (columnIndex: number, kind: CellKind) =>
    mergeClasses(
      styles.cardsCell,
      styles.oneLine,
      (isNumericKind(kind) || kind === 'date') && styles.number,
      columnIndex === 0 && styles.firstCell,
    );

  const messageRow = (text: string) => (
    <TableRow>
      <TableCell
        colSpan={columns.length}
        className={mergeClasses(styles.message, styles.cardsMessage)}
      >
        {text}
      </TableCell>
    </TableRow>
  );

  return (
    <div className={styles.root} data-testid="data-table">
      <div className={styles.frame}>
        {moreAtEnd && <ScrollCue />}
        <div
          ref={box}
          className={styles.scroll}
          {...(scrolls && { role: 'region', tabIndex: 0, 'aria-label': props['aria-label'] })}
        >
          <Table
            sortable
            aria-label={props['aria-label']}
            aria-busy={loading}
            className={mergeClasses(styles.table, styles.cardsTable)}
          >
            <TableHeader className={styles.cardsHeader}>
              <TableRow style={{ height: TABLE_HEADER_HEIGHT_PX }}>
                {columns.map((column, index) => (
                  <TableHeaderCell
                    key={column.key}
                    className={index === 0 ? styles.firstCell : undefined}
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
            <TableBody className={mergeClasses(loading && styles.loadingRows, styles.cardsBody)}>
              {items.length === 0 &&
                messageRow(
                  loading
                    ? t('DataTable.Loading')
                    : localize(props.emptyMessage ?? 'shared::DataTable.NoData'),
                )}
              {items.map((row, index) => (
                <TableRow key={props.getRowId?.(row, index) ?? index} className={styles.cardsRow}>
                  {columns.map((column, columnIndex) => (
                    <TableCell
                      key={column.key}
                      data-label={headerText(column)}
                      className={cellClass(columnIndex, column.kind ?? 'text')}
                      style={isNumericKind(column.kind ?? 'text') ? NUMERIC_CELL : undefined}
                    >
                      {cellOf(column, row, language, datePattern)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
      <div
        className={styles.footer}
        style={{ minHeight: TABLE_FOOTER_HEIGHT_PX }}
        data-testid="table-footer"
      >
        <Text size={200} className={styles.pagerInfo} data-testid="pager-info">
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
