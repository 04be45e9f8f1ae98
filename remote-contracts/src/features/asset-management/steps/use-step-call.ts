// A step's call to the server: busy while it runs, the server's message on failure (contract
// calls show their errors on the page, not in the shell's dialog).
import { type ServerMessages, serverMessages, useLocalize } from '@crm/shared';
import { useCallback, useState } from 'react';
import { problemText } from '../../../lib/server-error';

export function useStepCall() {
  const localize = useLocalize();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      onProblem?: (problem: ServerMessages) => void,
    ): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await call();
      } catch (failure) {
        const problem = serverMessages(failure);
        onProblem?.(problem);
        setError(problemText(problem, localize('contracts::Wizard.CallFailed')));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [localize],
  );
  return { busy, error, setError, run };
}
