import { useCallback, useState } from 'react';

/** Runs a submit with a busy flag and keeps its failure for an <ErrorBar>. */
export function useSubmit<T>(action: (values: T) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = useCallback(
    async (values: T) => {
      setBusy(true);
      setError(undefined);
      try {
        await action(values);
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    [action],
  );
  return { busy, error, submit, setError };
}
