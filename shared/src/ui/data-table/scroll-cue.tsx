// The visible sign that a table goes on past its box: a shadow over the end side (the left in
// Persian) with an arrow pointing there. Decorative: the box itself is a named, focusable region.
import { tokens } from '@crm/shared/fluent';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useUiTexts } from '../texts';
import { useDataTableStyles } from './data-table-styles';

export function ScrollCue() {
  const { dir } = useUiTexts();
  const styles = useDataTableStyles();
  const endSide = dir === 'rtl' ? 'left' : 'right';
  return (
    <div
      aria-hidden
      data-testid="table-scroll-cue"
      className={styles.cue}
      style={{
        [endSide]: 0,
        background: `linear-gradient(to ${endSide}, transparent, ${tokens.colorNeutralBackground1} 60%)`,
      }}
    >
      {dir === 'rtl' ? <ChevronLeft20Regular /> : <ChevronRight20Regular />}
    </div>
  );
}
