// Runs a remote on its own (its team's dev server), outside the host: a browser history of its
// own stands in for the host's router.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from '@crm/shared/routing';
import type { RouteDef } from '../contracts/remote';
import { initI18n } from '@crm/shared';
import { createRemoteRoot } from './create-remote-lifecycles';

export async function renderStandalone(
  options: { name: string; routes: RouteDef[] },
  element: HTMLElement,
) {
  await initI18n();
  const history = createBrowserHistory({ v5Compat: true });
  const subscribe = (onChange: () => void) => history.listen(onChange);
  const RemoteRoot = createRemoteRoot(options);
  function Standalone() {
    const location = useSyncExternalStore(subscribe, () => history.location);
    return <RemoteRoot location={location} navigator={history} />;
  }
  createRoot(element).render(<Standalone />);
}
