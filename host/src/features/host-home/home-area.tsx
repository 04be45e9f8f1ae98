// What `/` shows: the host side's own home for a signed-in host user (host-home.tsx), else the
// remote's home page (the dashboard). The host side is the configuration's tenant-less session.
import { useCurrentTenant, useCurrentUser } from '@crm/shared';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@crm/shared/ui';
import { RemoteArea } from '../remotes/remote-area';

const HostHome = lazy(() => import(/* webpackChunkName: "host-home" */ './host-home'));

export function HomeArea({ remote }: { remote: string }) {
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  if (user?.isAuthenticated && !tenant?.id)
    return (
      <Suspense fallback={<PageSpinner />}>
        <HostHome />
      </Suspense>
    );
  return <RemoteArea name={remote} />;
}
