// Where a remote's pages appear: the remote's single-spa lifecycles are mounted as a parcel
// (parcel-area.tsx), driven by the host's location and navigator. A remote that failed to load,
// or whose mount failed, shows its error with a retry here while the rest of the shell keeps
// working.
import { AreaError, PageSpinner } from '@crm/shared/ui';
import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useLocation } from '@crm/shared/routing';
import { reportRemoteStage } from './health/remote-health';
import { ensureRemoteLoaded, loadRemoteModule } from './load-remotes';
import { ParcelArea } from './parcel-area';
import { useRemoteStore } from './remote-store';

export function RemoteArea({ name }: { name: string }) {
  const state = useRemoteStore((store) => store.remotes[name]);
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [mountFailures, setMountFailures] = useState(0);
  const [mountFailed, setMountFailed] = useState(false);
  const parcelKey = `${name}:${mountFailures}`;
  // The remote draws its first page once that page's code has arrived (it fetches it before
  // rendering); until then the host's spinner stands in.
  const [mountedKey, setMountedKey] = useState<string>();
  useEffect(() => ensureRemoteLoaded(name), [name]);

  if (!state || state.status === 'idle' || state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') {
    return <AreaError kind="load" onRetry={() => void loadRemoteModule(state.release)} />;
  }
  if (mountFailed) {
    return <AreaError kind="load" onRetry={() => setMountFailed(false)} />;
  }
  return (
    <>
      {mountedKey !== parcelKey && <PageSpinner />}
      <ParcelArea
        key={parcelKey}
        loadLifecycles={state.module.loadLifecycles}
        className={`remote-area remote-${name}`}
        onError={(error: unknown) => {
          console.warn(`[host] remote "${name}" failed to mount`, error);
          reportRemoteStage(state.release, 'first-mount', 'failed');
          setMountFailures((count) => count + 1);
          setMountFailed(true);
        }}
        onMounted={() => {
          reportRemoteStage(state.release, 'first-mount', 'ok');
          setMountedKey(parcelKey);
        }}
        location={location}
        navigator={navigator}
      />
    </>
  );
}
