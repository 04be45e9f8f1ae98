// Step 5: signing with a one-time code sent by SMS to the contract's mobile. The code can be
// sent again after a minute (counted down), and a wrong or expired code is reported as the
// server words it. A right code signs the contract (`save-contract-file?code`).
import { isolate, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { makeStyles } from '@fluentui/react-components';
import { Button, Field, Input, Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';
import { sendVerificationCode, signWithCode } from '../../../api/contracts-api';
import { clockText, useCountdown } from '../../../lib/use-countdown';
import { isCompleteCode, normalizeCode, sentCode, type SentCode } from './sign-code';
import { StepFrame } from './step-frame';
import { useStepBack, type StepProps } from './use-step-back';
import { useStepCall } from './use-step-call';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  code: { maxWidth: '220px' },
});

export function SignStep({ contract, onContract }: StepProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number, digits } = useDisplayFormat();
  const call = useStepCall();
  const back = useStepBack(contract, onContract, call);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const resendIn = useCountdown(sent?.resendAt ?? null);
  const expiresIn = useCountdown(sent?.expiresAt ?? null);

  const send = async () => {
    const answer = await call.run(() => sendVerificationCode(contract.id));
    if (answer) {
      setSent(sentCode(answer, Date.now()));
      setCode('');
    }
  };
  const sign = async () => {
    const signed = await call.run(() => signWithCode(contract.id, normalizeCode(code)));
    if (signed) onContract(signed);
  };

  const clock = (seconds: number) => digits(clockText(seconds));
  return (
    <StepFrame
      testId="step-sign"
      title="contracts::Wizard.Step.Sign"
      description="contracts::Sign.Description"
      busy={call.busy}
      error={call.error}
      back={back}
      next={
        sent
          ? {
              label: 'contracts::Sign.Sign',
              onClick: () => void sign(),
              disabled: !isCompleteCode(code, sent.codeLength),
            }
          : null
      }
    >
      <div className={styles.row}>
        <Button
          appearance={sent ? 'secondary' : 'primary'}
          disabled={call.busy || resendIn > 0}
          onClick={() => void send()}
          data-testid="send-code"
        >
          {!sent
            ? localize('contracts::Sign.Send')
            : resendIn > 0
              ? localize('contracts::Sign.ResendIn', clock(resendIn))
              : localize('contracts::Sign.Resend')}
        </Button>
        {sent && (
          <Field
            className={styles.code}
            label={localize('contracts::Sign.Code')}
            hint={
              expiresIn > 0
                ? localize('contracts::Sign.ValidFor', clock(expiresIn))
                : localize('contracts::Sign.CodeExpired')
            }
          >
            <Input
              value={code}
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(_event, data) => setCode(data.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && isCompleteCode(code, sent.codeLength)) void sign();
              }}
              data-testid="verification-code"
            />
          </Field>
        )}
      </div>
      {sent && (
        <Text data-testid="code-sent">
          {localize(
            'contracts::Sign.SentTo',
            isolate(digits(sent.mobile)),
            number(sent.codeLength),
          )}
        </Text>
      )}
    </StepFrame>
  );
}
