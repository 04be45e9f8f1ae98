// The contract the customer's page shows: the one in progress or active, else their latest
// (e.g. a rejected one with its reason), else none.
import type { ContractDto } from '@crm/shared/dto';
import { useCallback, useEffect, useState } from 'react';
import { currentContract, listContracts } from '../../api/contracts-api';
import { contractToShow } from './wizard-steps';

export type CustomerContract =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; contract: ContractDto | null };

async function load(): Promise<ContractDto | null> {
  const current = await currentContract();
  if (current) return current;
  const own = await listContracts({ skipCount: 0, maxResultCount: 50 });
  return contractToShow(null, own.items);
}

export function useCustomerContract() {
  const [state, setState] = useState<CustomerContract>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (contract) => current && setState({ status: 'ready', contract }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  const setContract = useCallback(
    (contract: ContractDto) => setState({ status: 'ready', contract }),
    [],
  );
  return { state, setContract };
}
