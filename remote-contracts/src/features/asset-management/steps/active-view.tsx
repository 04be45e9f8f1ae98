// An approved contract: its basket and period. The shell's configuration and the approved
// baskets are loaded again once, so the report menu and the basket selector include it.
import {
  isolate,
  loadApprovedBaskets,
  localizeDigits,
  refreshAppState,
  useLocalize,
  useSessionLanguage,
} from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import { Button, MessageBar, MessageBarBody, Text } from '@crm/shared/fluent';
import { useEffect } from 'react';
import { basketOfContract } from '../../../api/contracts-api';
import { useLoaded } from '../../../lib/use-loaded';
import { StepFrame } from './step-frame';
import type { StepProps } from './use-step-back';

/** Reloads what the shell shows for the customer (menu access and the basket selector). */
export async function refreshShell(): Promise<void> {
  await refreshAppState();
  await loadApprovedBaskets();
}

export function ActiveView({ contract }: Pick<StepProps, 'contract'>) {
  const localize = useLocalize();
  const language = useSessionLanguage();
  const { date } = useDisplayFormat();
  const basket = useLoaded(() => basketOfContract(contract.id), [contract.id]);
  useEffect(() => {
    void refreshShell();
  }, []);
  const name =
    basket.status === 'ready' && basket.data
      ? isolate(localizeDigits(basket.data.basketName, language))
      : '—';
  return (
    <StepFrame testId="contract-active" title="contracts::Active.Title">
      <MessageBar intent="success">
        <MessageBarBody>{localize('contracts::Active.Message', name)}</MessageBarBody>
      </MessageBar>
      <Text>
        {localize('contracts::Active.Period', date(contract.startDate), date(contract.endDate))}
      </Text>
      <div>
        {/* A full load: the shell computes menu access when the application starts. */}
        <Button appearance="primary" as="a" href="/" data-testid="go-home">
          {localize('contracts::Active.GoHome')}
        </Button>
      </div>
    </StepFrame>
  );
}
