// Headline figures of a report as a row of cards.
import { Amount, Percent } from '@crm/shared/ui';
import { makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { Panel } from './panel';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { gap: tokens.spacingVerticalXS },
  value: { fontVariantNumeric: 'tabular-nums' },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface Stat {
  id: string;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

export function StatCards({ stats }: { stats: readonly Stat[] }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      {stats.map((stat) => (
        <Panel key={stat.id} className={styles.card} data-testid={`stat-${stat.id}`}>
          <Text size={200}>{stat.label}</Text>
          <Text
            size={500}
            weight="semibold"
            className={styles.value}
            data-testid={`stat-${stat.id}-value`}
          >
            {stat.value}
          </Text>
          {stat.note && (
            <Text size={200} className={styles.note}>
              {stat.note}
            </Text>
          )}
        </Panel>
      ))}
    </div>
  );
}

export const rial = (value: number) => <Amount value={value} />;
export const ratio = (value: number | null | undefined, dash = '—') =>
  value === null || value === undefined ? dash : <Percent value={value} />;
