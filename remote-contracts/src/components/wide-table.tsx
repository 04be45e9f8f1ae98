// A table wider than a phone scrolls sideways inside the page instead of squeezing its columns.
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  inner: { minWidth: 'var(--wide-table-min)' },
});

export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <div className={styles.inner} style={{ ['--wide-table-min' as string]: `${minWidth}px` }}>
        {children}
      </div>
    </div>
  );
}
