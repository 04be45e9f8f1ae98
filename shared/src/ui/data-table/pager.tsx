import { makeStyles } from '@fluentui/react-components';
import { Button } from '@crm/shared/fluent';
import {
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { formatNumber } from '@crm/shared';
import { useUiTexts } from '../texts';
import { pageWindow } from './page-window';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: '2px' },
  page: { minWidth: '32px' },
});

export interface PagerProps {
  /** From 0. */
  pageIndex: number;
  pageCount: number;
  onPageChange: (pageIndex: number) => void;
  /** The table's name: two pagers on a page need different names (axe landmark-unique). */
  tableLabel?: string | undefined;
}

/** First, previous, five page numbers, next, last; chevrons point the reading direction. */
export function Pager({ pageIndex, pageCount, onPageChange, tableLabel }: PagerProps) {
  const { t, language, dir } = useUiTexts();
  const styles = useStyles();
  const rtl = dir === 'rtl';
  const last = pageCount - 1;
  const jump = (label: string, icon: ReactElement, target: number, disabled: boolean) => (
    <Button
      appearance="subtle"
      size="small"
      aria-label={t(label)}
      icon={icon}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    />
  );
  return (
    <nav
      aria-label={tableLabel ? t('Pager.LabelOf', { table: tableLabel }) : t('Pager.Label')}
      className={styles.pager}
    >
      {jump(
        'Pager.First',
        rtl ? <ChevronDoubleRight20Regular /> : <ChevronDoubleLeft20Regular />,
        0,
        pageIndex <= 0,
      )}
      {jump(
        'Pager.Previous',
        rtl ? <ChevronRight20Regular /> : <ChevronLeft20Regular />,
        pageIndex - 1,
        pageIndex <= 0,
      )}
      {pageWindow(pageIndex, pageCount).map((page) => (
        <Button
          key={page}
          size="small"
          className={styles.page}
          appearance={page === pageIndex ? 'primary' : 'subtle'}
          aria-current={page === pageIndex ? 'page' : undefined}
          aria-label={t('Pager.Page', { page: formatNumber(page + 1, language) })}
          onClick={() => onPageChange(page)}
        >
          {formatNumber(page + 1, language)}
        </Button>
      ))}
      {jump(
        'Pager.Next',
        rtl ? <ChevronLeft20Regular /> : <ChevronRight20Regular />,
        pageIndex + 1,
        pageIndex >= last,
      )}
      {jump(
        'Pager.Last',
        rtl ? <ChevronDoubleLeft20Regular /> : <ChevronDoubleRight20Regular />,
        last,
        pageIndex >= last,
      )}
    </nav>
  );
}
