import { Link } from '@crm/shared/fluent';
import type { ReactNode } from 'react';
import { useNavigate } from '@crm/shared/routing';

/** A Fluent link that navigates inside the app (through the host's history). */
export function RouterLink({
  to,
  children,
  testId,
}: {
  to: string;
  children: ReactNode;
  testId?: string;
}) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      data-testid={testId}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
