// The buttons of a contract's actions that its state allows (contract-rules.ts).
import { useLocalize } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { makeStyles } from '@fluentui/react-components';
import { Button, tokens } from '@crm/shared/fluent';
import { useRef, useState } from 'react';
import { allowedActions, type ContractAction } from './contract-rules';
import { DurationModal, RejectModal } from './form-modals';
import type { useContractActions } from './use-contract-actions';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function ContractToolbar({
  contract,
  actions,
}: {
  contract: ContractDto;
  actions: ReturnType<typeof useContractActions>;
}) {
  const styles = useStyles();
  const localize = useLocalize();
  const file = useRef<HTMLInputElement>(null);
  const [signedUpload, setSignedUpload] = useState(false);
  const [prompt, setPrompt] = useState<'reject' | 'duration' | null>(null);
  const allowed = allowedActions(contract);
  const button = (action: ContractAction, label: string, onClick: () => void, primary = false) =>
    allowed.includes(action) && (
      <Button
        appearance={primary ? 'primary' : 'secondary'}
        disabled={actions.busy}
        onClick={onClick}
        data-testid={`action-${action}`}
      >
        {localize(label)}
      </Button>
    );
  const pick = (isSigned: boolean) => {
    setSignedUpload(isSigned);
    file.current?.click();
  };
  return (
    <div className={styles.bar} role="toolbar" aria-label={localize('contracts::Modify.Actions')}>
      {button('approve', 'contracts::Modify.Approve', () => void actions.approve(), true)}
      {button('reject', 'contracts::Modify.Reject', () => setPrompt('reject'))}
      {button('duration', 'contracts::Modify.ChangeDuration', () => setPrompt('duration'))}
      {button('uploadSigned', 'contracts::Modify.UploadSigned', () => pick(true))}
      {button('attach', 'contracts::Modify.Attach', () => pick(false))}
      {button('download', 'contracts::Modify.Download', () => void actions.download())}
      {button('moveToCrm', 'contracts::Modify.MoveToCrm', () => void actions.moveToCrm())}
      {button('delete', 'contracts::Modify.Delete', () => void actions.remove())}
      <input
        ref={file}
        type="file"
        hidden
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        data-testid="contract-file-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void actions.upload(chosen, signedUpload);
        }}
      />
      {prompt === 'reject' && (
        <RejectModal onClose={() => setPrompt(null)} onSubmit={actions.reject} />
      )}
      {prompt === 'duration' && (
        <DurationModal
          months={contract.contractDuration}
          onClose={() => setPrompt(null)}
          onSubmit={actions.duration}
        />
      )}
    </div>
  );
}
