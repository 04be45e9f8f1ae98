// Runs one remote's single-spa lifecycles (made by single-spa-react) inside an element of the
// host's page, as single-spa's `mountRootParcel` did: load, bootstrap, mount, then `update` on
// every navigation and `unmount` at the end, each step after the previous one has finished, so
// a later location never renders before an earlier one. A navigation superseded by a newer one
// is dropped: skipped if it has not started, and told by its signal (`superseded`) if it has, so
// that the remote stops waiting for that page's code and draws only the newest location. The
// lifecycles' chunk is fetched with retries (load-retry.ts). A step that fails stops the parcel
// and is reported once; nothing more is called on it. The host needed only this of single-spa
// (18 KB minified in the sign-in page's entry), so it drives the lifecycles itself.
import type { MountLifecycles, RemoteMountProps } from '@crm/shared';
import { withRetry } from '@crm/shared/remote';

export interface ParcelEvents {
  onMounted: () => void;
  onError: (error: unknown) => void;
}

export interface RunningParcel {
  /** Passes new props (a navigation); ignored when they are the ones the parcel has. */
  update: (props: RemoteMountProps) => void;
  unmount: () => void;
}

let parcelCount = 0;

export function startParcel(
  loadLifecycles: () => Promise<MountLifecycles>,
  domElement: HTMLElement,
  props: RemoteMountProps,
  events: ParcelEvents,
): RunningParcel {
  // single-spa-react keeps each mounted root under the parcel's name.
  const name = `crm-parcel-${(parcelCount += 1)}`;
  let current = props;
  let stopped = false;
  let failed = false;
  let lifecycles: MountLifecycles | undefined;
  const propsFor = (remoteProps: RemoteMountProps) => ({ ...remoteProps, name, domElement });

  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    events.onError(error);
  };
  let steps: Promise<unknown> = withRetry(loadLifecycles)
    .then(async (loaded) => {
      lifecycles = loaded;
      await loaded.bootstrap(propsFor(props));
      await loaded.mount(propsFor(props));
      if (!stopped) events.onMounted();
    })
    .catch(fail);
  const then = (step: (loaded: MountLifecycles) => Promise<unknown> | undefined) => {
    steps = steps.then(() => (failed || !lifecycles ? undefined : step(lifecycles))).catch(fail);
  };

  let navigation: AbortController | undefined;
  const supersede = () => {
    navigation?.abort();
    navigation = new AbortController();
    return navigation.signal;
  };

  return {
    update(next) {
      if (stopped || (next.location === current.location && next.navigator === current.navigator))
        return;
      current = next;
      const superseded = supersede();
      then((loaded) =>
        superseded.aborted ? undefined : loaded.update?.({ ...propsFor(next), superseded }),
      );
    },
    unmount() {
      if (stopped) return;
      stopped = true;
      supersede();
      then((loaded) => loaded.unmount(propsFor(current)));
    },
  };
}
