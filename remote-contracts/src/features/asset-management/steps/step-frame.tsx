// The frame of a wizard step: title, what to do, the content, an error bar, and the "back" and
// "next" buttons (next can submit a form in the content).
import { useLocalize } from '@crm/shared';
import { useUiTexts } from '@crm/shared/ui';
import { Card, makeStyles } from '@fluentui/react-components';
import { Button, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@crm/shared/fluent';
import { ArrowLeft20Regular, ArrowRight20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  next: { marginInlineStart: 'auto' },
});

export interface StepAction {
  label: string;
  onClick?: () => void;
  /** Submits the form with this id. */
  form?: string;
  disabled?: boolean;
}

export interface StepFrameProps {
  testId: string;
  title: string;
  description?: string;
  error?: string | null;
  busy?: boolean;
  back?: (() => void) | null;
  next?: StepAction | null;
  children: ReactNode;
}

export function StepFrame(props: StepFrameProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { busy = false, next, back } = props;
  // "Next" points the way the text reads: left in Persian, right in English.
  const rtl = useUiTexts().dir === 'rtl';
  const Forward = rtl ? ArrowLeft20Regular : ArrowRight20Regular;
  const Backward = rtl ? ArrowRight20Regular : ArrowLeft20Regular;
  return (
    <Card className={styles.card} data-testid={props.testId} aria-busy={busy}>
      <Text as="h2" size={500} weight="semibold">
        {localize(props.title)}
      </Text>
      {props.description && <Text>{localize(props.description)}</Text>}
      {props.children}
      {props.error && (
        <MessageBar intent="error" data-testid="step-error">
          <MessageBarBody>{props.error}</MessageBarBody>
        </MessageBar>
      )}
      {(back || next) && (
        <div className={styles.actions}>
          {back && (
            <Button icon={<Backward />} disabled={busy} onClick={back}>
              {localize('contracts::Wizard.Back')}
            </Button>
          )}
          {next && (
            <Button
              className={styles.next}
              appearance="primary"
              icon={busy ? <Spinner size="tiny" /> : <Forward />}
              iconPosition="after"
              type={next.form ? 'submit' : 'button'}
              form={next.form}
              disabled={busy || next.disabled}
              onClick={next.onClick}
              data-testid="step-next"
            >
              {localize(next.label)}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
