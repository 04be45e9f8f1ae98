// One contract for the back office: its customer, its facts and history, and the actions its
// state allows.
import { Modal, PageSpinner } from '@crm/shared/ui';
import { useLocalize } from '@crm/shared';
import { Divider, makeStyles } from '@fluentui/react-components';
import { Text, tokens } from '@crm/shared/fluent';
import { useCallback, useState } from 'react';
import { basketOfContract, customerOfContract, getContract } from '../../api/contracts-api';
import { useLoaded } from '../../lib/use-loaded';
import { ContractFacts } from './contract-facts';
import { ContractHistory } from './contract-history';
import { ContractToolbar } from './contract-toolbar';
import { useContractActions } from './use-contract-actions';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

async function loadDetail(id: string) {
  const [contract, customer, basket] = await Promise.all([
    getContract(id),
    customerOfContract(id).catch(() => null),
    basketOfContract(id),
  ]);
  return { contract, customer, basket };
}

export interface ContractDetailModalProps {
  contractId: string;
  onClose: () => void;
  /** The contract changed or was deleted (the list reloads). */
  onChanged: () => void;
}

export function ContractDetailModal({ contractId, onClose, onChanged }: ContractDetailModalProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const [version, setVersion] = useState(0);
  const detail = useLoaded(() => loadDetail(contractId), [contractId, version]);
  const reload = useCallback(() => {
    setVersion((v) => v + 1);
    onChanged();
  }, [onChanged]);
  const deleted = useCallback(() => {
    onChanged();
    onClose();
  }, [onChanged, onClose]);
  const contract = detail.status === 'ready' ? detail.data.contract : null;
  const actions = useContractActions(contract, { reload, deleted });

  return (
    <Modal
      open
      size="lg"
      title={localize('contracts::Modify.ContractTitle')}
      busy={actions.busy}
      onClose={onClose}
    >
      <div className={styles.body} data-testid="contract-detail">
        {detail.status === 'loading' && <PageSpinner />}
        {detail.status === 'failed' && (
          <Text role="alert">{localize('contracts::Wizard.LoadFailed')}</Text>
        )}
        {detail.status === 'ready' && (
          <>
            <ContractToolbar contract={detail.data.contract} actions={actions} />
            <ContractFacts {...detail.data} />
            <Divider />
            <ContractHistory history={detail.data.contract.history} />
          </>
        )}
      </div>
    </Modal>
  );
}
