import { useCallback, useEffect, useRef, useState } from 'react';
import { confirm, onPageLeft } from '@crm/shared';

export const UNSAVED_CHANGES_MESSAGE = 'AbpUi::AreYouSureYouWantToCancelEditingWarningMessage';

interface CloseRules {
  open: boolean;
  busy: boolean;
  dirty: boolean;
  suppressUnsavedChangesWarning: boolean;
  onClose: () => void;
}

/**
 * The closing rules of a modal: never while busy; with unsaved changes only after the user
 * confirms (unless suppressed). Also asks the browser to warn before leaving the page then.
 * Leaving the page within the app closes the modal at once and takes its question with it
 * (`leavePage`, called by the shell's router): nothing modal outlives its page.
 */
export function useModalClose({
  open,
  busy,
  dirty,
  suppressUnsavedChangesWarning,
  onClose,
}: CloseRules) {
  const [dirtySources, setDirtySources] = useState<Record<string, boolean>>({});
  const isDirty = dirty || Object.values(dirtySources).some(Boolean);
  const guarded = isDirty && !suppressUnsavedChangesWarning;
  const latest = useRef({ busy, guarded, onClose });
  const asking = useRef(false);
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    latest.current = { busy, guarded, onClose };
  });
  useEffect(() => {
    const gone = new AbortController();
    unmounted.current = gone;
    return () => gone.abort();
  }, []);
  useEffect(() => {
    if (!open) return;
    return onPageLeft(() => latest.current.onClose());
  }, [open]);

  const requestClose = useCallback(async () => {
    if (latest.current.busy || asking.current) return;
    if (latest.current.guarded) {
      asking.current = true;
      const status = await confirm({
        message: UNSAVED_CHANGES_MESSAGE,
        title: 'AbpUi::AreYouSure',
        severity: 'warning',
        dismissible: false,
        signal: unmounted.current.signal,
      }).finally(() => (asking.current = false));
      if (status !== 'confirm') return;
    }
    latest.current.onClose();
  }, []);

  const reportDirty = useCallback((source: string, sourceDirty: boolean) => {
    setDirtySources((current) =>
      current[source] === sourceDirty ? current : { ...current, [source]: sourceDirty },
    );
  }, []);

  useEffect(() => {
    if (!open || !guarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, guarded]);

  const close = useCallback(() => void requestClose(), [requestClose]);
  return { requestClose: close, reportDirty, isDirty };
}
