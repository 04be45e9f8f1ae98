// The modal's state: loading the provider's features when opened, the edited values, and the
// save and reset-to-default actions with ABP's rules (spec §4, "Feature modal").
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { refreshAppState } from '@crm/shared';
import { isHttpError } from '@crm/shared';
import { confirmation } from '@crm/shared';
import { toast } from '@crm/shared';
import { getFeatures, resetFeaturesToDefault, updateFeatures } from './feature-api';
import type { FeatureGroupDto, FeatureProvider } from './feature-dtos';
import {
  changedFeatures,
  indexFeatures,
  initialValues,
  setToggle,
  type FeatureIndex,
  type FeatureValues,
} from './feature-values';

export type FeatureLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      groups: FeatureGroupDto[];
      index: FeatureIndex;
      initial: FeatureValues;
      /** Counts the loads, so that views can start afresh (first tab) on each. */
      version: number;
    };

export interface UseFeatureManagementOptions extends FeatureProvider {
  open: boolean;
  /** Closes the modal without asking (after a save or a reset). */
  close: () => void;
}

/** The host's own features (`T`, no key): changing them changes the app configuration. */
export function isHostProvider({ providerName, providerKey }: FeatureProvider): boolean {
  return providerName === 'T' && !providerKey;
}

function failureText(error: unknown): string {
  if (isHttpError(error)) return error.abpError?.message ?? 'AbpUi::DefaultErrorMessage';
  return error instanceof Error ? error.message : String(error);
}

export function useFeatureManagement(options: UseFeatureManagementOptions) {
  const { open, providerName, providerKey, close } = options;
  const [load, setLoad] = useState<FeatureLoad>({ status: 'loading' });
  const [values, setValues] = useState<FeatureValues>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const loads = useRef(0);
  const provider = useMemo(() => ({ providerName, providerKey }), [providerName, providerKey]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoad({ status: 'loading' });
    getFeatures(provider).then(
      ({ groups }) => {
        if (!current) return;
        const initial = initialValues(groups);
        const version = ++loads.current;
        setLoad({ status: 'ready', groups, index: indexFeatures(groups), initial, version });
        setValues(initial);
      },
      (error: unknown) => current && setLoad({ status: 'failed', message: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, provider]);

  const changes = useMemo(
    () => (load.status === 'ready' ? changedFeatures(load.initial, values) : []),
    [load, values],
  );

  /** Runs one request at a time; a second save or reset while one runs is ignored. */
  const whileBusy = useCallback(async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP client has reported the failure; the modal stays open for another try.
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const finish = useCallback(() => {
    close();
    if (isHostProvider(provider)) void refreshAppState();
  }, [close, provider]);

  const save = useCallback(() => {
    if (busyRef.current || load.status !== 'ready') return;
    if (changes.length === 0) return close();
    void whileBusy(async () => {
      await updateFeatures(provider, changes);
      toast.success('AbpUi::SavedSuccessfully');
      finish();
    });
  }, [load.status, changes, close, whileBusy, provider, finish]);

  const reset = useCallback(async () => {
    if (busyRef.current) return;
    const answer = await confirmation.warn(
      'AbpFeatureManagement::AreYouSureToResetToDefault',
      'AbpFeatureManagement::AreYouSure',
    );
    if (answer !== 'confirm') return;
    await whileBusy(async () => {
      await resetFeaturesToDefault(provider);
      toast.success('AbpFeatureManagement::ResetedToDefault');
      finish();
    });
  }, [whileBusy, provider, finish]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const toggle = useCallback(
    (name: string, checked: boolean) => {
      if (load.status !== 'ready') return;
      setValues((current) => setToggle(current, load.index, name, checked, providerName));
    },
    [load, providerName],
  );

  return { load, values, changes, busy, save, reset, setValue, toggle };
}
