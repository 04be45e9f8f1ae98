import { Button } from '@fluentui/react-components';
import { http, useLocalize } from '@crm/shared';
import { useState } from 'react';
import { useNavigate } from '@crm/shared/routing';

export const ASSET_MANAGEMENT_PATH = '/assetManagement';

/** Spec §4 "Contract creation": a new contract in its first state, then the wizard. */
export function AddContractButton() {
  const localize = useLocalize();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      await http.post('/api/app/portfolio-contract/save-portfolio-contract', {
        stateCode: 'CompleteUserInformation',
        nationalCode: '',
        basketId: null,
        isFromBackOffice: false,
      });
      navigate(ASSET_MANAGEMENT_PATH);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      appearance="primary"
      disabled={busy}
      onClick={() => void create()}
      data-testid="add-contract"
    >
      {localize('Crm::AddContract')}
    </Button>
  );
}
