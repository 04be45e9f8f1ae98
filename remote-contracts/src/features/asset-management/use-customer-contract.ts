// The contract the customer's page shows: the one in progress or active, else their latest
// (e.g. a rejected one with its reason), else none. The server answers with the caller's own
// contract only; staff, who may list everyone's, are never shown one of those as theirs.
import type { ContractDto } from '@crm/shared/dto';
import { useCallback, useEffect, useState } from 'react';
import { ownContract } from '../../api/contracts-api';

export type CustomerContract =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; contract: ContractDto | null };

export function useCustomerContract() {
  const [state, setState] = useState<CustomerContract>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    ownContract().then(
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
