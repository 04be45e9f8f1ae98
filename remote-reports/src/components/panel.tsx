// A static surface for a group of figures (Fluent's Card look without its interactive
// machinery, which the reports never use: a Card brings focus groups and selection along).
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
  },
});

export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.panel, className)} />;
}
