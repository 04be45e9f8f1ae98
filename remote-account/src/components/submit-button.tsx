import { Button, Spinner } from '@crm/shared/fluent';
import type { ReactNode } from 'react';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      appearance="primary"
      type="submit"
      disabled={busy}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
