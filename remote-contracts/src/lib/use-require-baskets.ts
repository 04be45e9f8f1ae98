// Spec §4 "Menu access": a back-office page with an empty basket list sends the user to `/`.
// (The baskets page itself stays open, so the first basket can be created.)
import { useEffect, useState } from 'react';
import { useNavigate } from '@crm/shared/routing';
import { offeredBaskets } from '../api/baskets-api';

export type BasketCheck = 'checking' | 'ok';

export function useRequireBaskets(): BasketCheck {
  const navigate = useNavigate();
  const [check, setCheck] = useState<BasketCheck>('checking');
  useEffect(() => {
    let current = true;
    offeredBaskets().then(
      (page) => {
        if (!current) return;
        if (page.totalCount === 0) navigate('/', { replace: true });
        else setCheck('ok');
      },
      () => current && setCheck('ok'),
    );
    return () => {
      current = false;
    };
  }, [navigate]);
  return check;
}
