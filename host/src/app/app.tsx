import { CrmProvider, FeedbackHost } from '@crm/shared/ui';
import { useMemo } from 'react';
import { ErrorScreenHost } from '../features/errors/error-screen';
import { collectRoutes, type HostRoute } from '../features/layout/collect-routes';
import { useRemoteStore } from '../features/remotes/remote-store';
import { HostRouter } from './router';

export function App() {
  const remotes = useRemoteStore((store) => store.remotes);
  // The routes change only when the route table does: when a remote without navigation loads
  // or recovers after a retry, not when a remote known by its navigation merely finishes
  // loading (the user stays where they are either way).
  const routeTable = JSON.stringify(collectRoutes(remotes));
  const routes = useMemo(() => JSON.parse(routeTable) as HostRoute[], [routeTable]);
  return (
    <CrmProvider>
      <HostRouter routes={routes} />
      <ErrorScreenHost />
      <FeedbackHost />
    </CrmProvider>
  );
}
