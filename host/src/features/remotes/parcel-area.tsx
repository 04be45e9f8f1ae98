// A remote's lifecycles mounted in a <div> of the shell (see parcel-driver.ts): mounted when the
// area appears, updated with the host's location and navigator on every navigation, unmounted
// when it goes. A new `loadLifecycles` (another remote) means a new parcel: give it a new key.
import type { MountLifecycles, RemoteMountProps } from '@crm/shared';
import { useEffect, useRef } from 'react';
import { startParcel, type ParcelEvents, type RunningParcel } from './parcel-driver';

interface ParcelAreaProps extends RemoteMountProps, ParcelEvents {
  loadLifecycles: () => Promise<MountLifecycles>;
  className: string;
}

export function ParcelArea({
  loadLifecycles,
  className,
  location,
  navigator,
  onMounted,
  onError,
}: ParcelAreaProps) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<RunningParcel>(undefined);
  const latest = useRef({ location, navigator, onMounted, onError });
  latest.current = { location, navigator, onMounted, onError };

  useEffect(() => {
    const { location: at, navigator: through } = latest.current;
    const running = startParcel(
      loadLifecycles,
      element.current!,
      { location: at, navigator: through },
      {
        onMounted: () => latest.current.onMounted(),
        onError: (error) => latest.current.onError(error),
      },
    );
    parcel.current = running;
    return () => running.unmount();
  }, [loadLifecycles]);

  useEffect(() => parcel.current?.update({ location, navigator }), [location, navigator]);

  return <div ref={element} className={className} />;
}
