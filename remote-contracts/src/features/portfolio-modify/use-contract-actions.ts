// The back office's actions on one contract: each one calls the server, says how it went in a
// toast (the server's message on failure) and reloads what changed.
import { confirm, serverMessages, toast, useLocalize } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { useCallback, useState } from 'react';
import {
  changeDuration,
  deleteContract,
  downloadContractFile,
  moveContactInfoToCrm,
  updateContract,
  uploadContractFile,
} from '../../api/contracts-api';
import { problemText } from '../../lib/server-error';
import {
  readAsBase64,
  saveDownloadedFile,
  uploadProblem,
  type ContractFileType,
} from './contract-file';

export function useContractActions(
  contract: ContractDto | null,
  after: { reload: () => void; deleted: () => void },
) {
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const id = contract?.id ?? '';

  const run = useCallback(
    async (work: () => Promise<unknown>, success: string, done = after.reload) => {
      setBusy(true);
      try {
        await work();
        toast.success(success);
        done();
        return true;
      } catch (failure) {
        toast.error(problemText(serverMessages(failure), localize('contracts::Wizard.CallFailed')));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [after.reload, localize],
  );

  const approve = async () => {
    const answer = await confirm({ message: 'contracts::Modify.ApproveConfirm' });
    if (answer === 'confirm')
      await run(() => updateContract({ id, stateCode: 'Active' }), 'contracts::Modify.Approved');
  };
  const reject = (reason: string) =>
    run(
      () => updateContract({ id, stateCode: 'Rejected', rejectionReason: reason }),
      'contracts::Modify.Rejected',
    );
  const duration = (months: number) =>
    run(() => changeDuration(id, months), 'contracts::Modify.DurationChanged');
  const upload = async (file: File, isSigned: boolean) => {
    const problem = uploadProblem(file);
    if (problem) {
      toast.error(`contracts::Modify.FileProblem.${problem}`);
      return;
    }
    await run(
      async () =>
        uploadContractFile({
          portfolioContractId: id,
          fileName: file.name,
          contentType: file.type as ContractFileType,
          contentBase64: await readAsBase64(file),
          isSigned,
        }),
      'contracts::Modify.Uploaded',
    );
  };
  const download = () =>
    run(
      async () => saveDownloadedFile(await downloadContractFile(id), `contract-${id}`),
      'contracts::Modify.Downloaded',
      () => undefined,
    );
  const moveToCrm = () => run(() => moveContactInfoToCrm(id), 'contracts::Modify.MovedToCrmDone');
  const remove = async () => {
    const answer = await confirm({
      message: 'contracts::Modify.DeleteConfirm',
      severity: 'warning',
    });
    if (answer === 'confirm')
      await run(() => deleteContract(id), 'contracts::Modify.Deleted', after.deleted);
  };

  return { busy, approve, reject, duration, upload, download, moveToCrm, remove };
}
