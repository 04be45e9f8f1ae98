import { CrmProvider, FeedbackHost } from '@crm/shared';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorScreenHost } from '../features/errors/error-screen';
import { setRouterNavigate } from '../features/navigation/navigate';
import { collectRoutes } from '../features/layout/collect-routes';
import { useRemoteStore } from '../features/remotes/remote-store';
import { createHostRouter } from './router';

export function App() {
  const remotes = useRemoteStore((store) => store.remotes);
  // A remote that recovers after a retry brings its own routes, so the router is rebuilt; the
  // browser router reads the current URL, so the user stays where they are.
  const router = useMemo(() => {
    const created = createHostRouter(collectRoutes(remotes));
    setRouterNavigate((path, options) => created.navigate(path, options));
    return created;
  }, [remotes]);
  return (
    <CrmProvider>
      <RouterProvider router={router} />
      <ErrorScreenHost />
      <FeedbackHost />
    </CrmProvider>
  );
}
