// Where the customer is in the wizard: the steps in order, done ones ticked, the current one
// marked (aria-current) for screen readers too.
import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { Checkmark16Filled } from '@fluentui/react-icons';
import { WIZARD_STEPS } from './wizard-steps';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorNeutralForeground1 },
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid currentColor`,
  },
  markDone: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: 'none',
  },
});

export function WizardProgress({ current }: { current: number }) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  return (
    <ol className={styles.list} aria-label={localize('contracts::Wizard.Progress')}>
      {WIZARD_STEPS.map((step, index) => {
        const done = index < current;
        return (
          <li
            key={step.state}
            className={mergeClasses(
              styles.step,
              done && styles.done,
              index === current && styles.current,
            )}
            aria-current={index === current ? 'step' : undefined}
            data-testid={`progress-${step.state}`}
          >
            <span className={mergeClasses(styles.mark, done && styles.markDone)}>
              {done ? <Checkmark16Filled /> : number(index + 1)}
            </span>
            <Text>{localize(step.label)}</Text>
          </li>
        );
      })}
    </ol>
  );
}
