// Where a remote's pages appear: the remote's single-spa lifecycles are mounted as a parcel
// (parcel-area.tsx), driven by the host's location and navigator. A remote that failed to load,
// or whose mount failed, shows its error with a retry here while the rest of the shell keeps
// working. The retry, or the next navigation, asks the manifest again and mounts the release it
// names now (recover-remote.ts): a withdrawn canary gives way to the stable release.
import { PAGE_FAILED_EVENT, type PageFailedDetail } from '@crm/shared/remote';
import { AreaError, PageSpinner } from '@crm/shared/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useLocation } from '@crm/shared/routing';
import { reportRemoteStage } from './health/remote-health';
import { ParcelArea } from './parcel-area';
import { ensureRemoteLoaded, reloadRemote, replaceWithdrawnRelease } from './recover-remote';
import { useRemoteStore } from './remote-store';

/** Where the page was loaded: its location has no history key, as an app's `pushState` may not. */
const PAGE_LOAD_PATH = window.location.pathname;

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

  const retryMount = () => void replaceWithdrawnRelease(name).finally(() => setMountFailed(false));
  // A page of the remote that failed to draw shows the remote's own error, whose Retry draws
  // it again and fails again if the release is broken: each failure asks whether the release
  // was withdrawn meanwhile, and mounts the one named now if so.
  const pageFailed = useRef(false);
  const remountIfReplaced = (replaced: boolean) => {
    if (!replaced) return;
    pageFailed.current = false;
    setMountFailures((count) => count + 1);
  };
  const onPageFailed = useRef(remountIfReplaced);
  onPageFailed.current = remountIfReplaced;
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<PageFailedDetail>).detail?.remote !== name) return;
      pageFailed.current = true;
      void replaceWithdrawnRelease(name).then((replaced) => onPageFailed.current(replaced));
    };
    window.addEventListener(PAGE_FAILED_EVENT, listener);
    return () => window.removeEventListener(PAGE_FAILED_EVENT, listener);
  }, [name]);
  const recover = useRef({ mountFailed, retryMount });
  recover.current = { mountFailed, retryMount };
  // A navigation (not the page load itself, whose failure is fresh) tries a failed area again.
  useEffect(() => {
    if (location.key === 'default' && location.pathname === PAGE_LOAD_PATH) return;
    if (useRemoteStore.getState().remotes[name]?.status === 'failed') void reloadRemote(name);
    else if (recover.current.mountFailed) recover.current.retryMount();
    else if (pageFailed.current) {
      pageFailed.current = false; // a failure of this page again sets it again
      void replaceWithdrawnRelease(name).then((replaced) => onPageFailed.current(replaced));
    }
  }, [name, location.key, location.pathname]);

  if (!state || state.status === 'idle' || state.status === 'loading') return <PageSpinner />;
  if (state.status === 'failed') {
    return <AreaError kind="load" onRetry={() => void reloadRemote(name)} />;
  }
  if (mountFailed) {
    return <AreaError kind="load" onRetry={retryMount} />;
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
