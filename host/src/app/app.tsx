import { CrmProvider, FeedbackHost } from '@crm/shared/ui';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorScreenHost } from '../features/errors/error-screen';
import { setRouterNavigate } from '../features/navigation/navigate';
import { collectRoutes, type HostRoute } from '../features/layout/collect-routes';
import { useRemoteStore } from '../features/remotes/remote-store';
import { createHostRouter } from './router';

export function App() {
  const remotes = useRemoteStore((store) => store.remotes);
  // The router is rebuilt only when the route table changes: when a remote without navigation
  // loads or recovers after a retry (the browser router reads the current URL, so the user
  // stays where they are), not when a remote known by its navigation merely finishes loading.
  const routes = useMemo(() => collectRoutes(remotes), [remotes]);
  const routeTable = JSON.stringify(routes);
  const router = useMemo(() => {
    const created = createHostRouter(JSON.parse(routeTable) as HostRoute[]);
    setRouterNavigate((path, options) => created.navigate(path, options));
    return created;
  }, [routeTable]);
  return (
    <CrmProvider>
      <RouterProvider router={router} />
      <ErrorScreenHost />
      <FeedbackHost />
    </CrmProvider>
  );
}
