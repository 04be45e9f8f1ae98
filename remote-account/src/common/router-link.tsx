import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A Fluent link that navigates inside the app (through the host's history). */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
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
