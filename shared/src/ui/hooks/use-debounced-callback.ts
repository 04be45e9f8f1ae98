import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Debounced<Args extends unknown[]> {
  run: (...args: Args) => void;
  cancel: () => void;
}

/**
 * A stable function that calls the latest `callback` once calls have stopped for `delayMs`;
 * `cancel` drops a pending call. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): Debounced<Args> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
