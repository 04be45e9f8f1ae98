/** @jest-environment jsdom */
import type { MountLifecycles, RemoteMountProps } from '@crm/shared';
import type { SupersededSignal } from '@crm/shared/contracts';
import { startParcel } from './parcel-driver';

type Step = [string, string];

function recordingLifecycles(log: Step[], failAt?: string) {
  const step = (name: string) => (props: object) => {
    log.push([name, (props as RemoteMountProps).location.pathname]);
    return name === failAt ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve();
  };
  return {
    bootstrap: step('bootstrap'),
    mount: step('mount'),
    update: step('update'),
    unmount: step('unmount'),
  } satisfies MountLifecycles;
}

const navigator = { push: jest.fn() } as unknown as RemoteMountProps['navigator'];
const at = (pathname: string) => ({ location: { pathname } as never, navigator });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A parcel at /a over recording lifecycles, with its log and event spies. */
function recordedParcel(failAt?: string) {
  const log: Step[] = [];
  const events = { onMounted: jest.fn(), onError: jest.fn() };
  const props = at('/a');
  const parcel = startParcel(
    () => Promise.resolve(recordingLifecycles(log, failAt)),
    document.createElement('div'),
    props,
    events,
  );
  return { log, events, props, parcel };
}

describe('startParcel', () => {
  it('bootstraps, mounts, updates on navigation and unmounts, one step after another', async () => {
    const { log, events, parcel } = recordedParcel();
    parcel.update(at('/b'));
    await settled();
    parcel.unmount();
    await settled();
    expect(log).toEqual([
      ['bootstrap', '/a'],
      ['mount', '/a'],
      ['update', '/b'],
      ['unmount', '/b'],
    ]);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('passes the element and a name of its own to single-spa-react', async () => {
    const received: object[] = [];
    const lifecycles: MountLifecycles = {
      bootstrap: () => Promise.resolve(),
      mount: (props) => Promise.resolve(received.push(props)),
      unmount: () => Promise.resolve(),
    };
    const element = document.createElement('div');
    startParcel(() => Promise.resolve(lifecycles), element, at('/a'), {
      onMounted: jest.fn(),
      onError: jest.fn(),
    });
    startParcel(() => Promise.resolve(lifecycles), element, at('/a'), {
      onMounted: jest.fn(),
      onError: jest.fn(),
    });
    await settled();
    const [first, second] = received as { name: string; domElement: HTMLElement }[];
    expect(first!.domElement).toBe(element);
    expect(first!.name).not.toBe(second!.name);
  });

  it('reports mounted once the mount has finished, and skips an update with the same props', async () => {
    const { log, events, props, parcel } = recordedParcel();
    expect(events.onMounted).not.toHaveBeenCalled();
    parcel.update(props);
    await settled();
    expect(events.onMounted).toHaveBeenCalledTimes(1);
    expect(log.map(([name]) => name)).toEqual(['bootstrap', 'mount']);
  });

  it('stops at a failed step, reports it once and calls nothing more', async () => {
    const { log, events, parcel } = recordedParcel('mount');
    parcel.update(at('/b'));
    parcel.unmount();
    await settled();
    expect(log.map(([name]) => name)).toEqual(['bootstrap', 'mount']);
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onMounted).not.toHaveBeenCalled();
  });

  it('reports a remote whose lifecycles cannot be loaded', async () => {
    const events = { onMounted: jest.fn(), onError: jest.fn() };
    startParcel(
      () => Promise.reject(new Error('chunk failed')),
      document.createElement('div'),
      at('/a'),
      events,
    );
    await settled();
    expect(events.onError).toHaveBeenCalledWith(new Error('chunk failed'));
  });

  it('fetches lifecycles whose chunk failed to arrive again, after a short wait', async () => {
    const chunkFailed = Object.assign(new Error('Loading chunk 3 failed.'), {
      name: 'ChunkLoadError',
    });
    const log: Step[] = [];
    const loadLifecycles = jest
      .fn()
      .mockRejectedValueOnce(chunkFailed)
      .mockResolvedValue(recordingLifecycles(log));
    const events = { onMounted: jest.fn(), onError: jest.fn() };
    startParcel(loadLifecycles, document.createElement('div'), at('/a'), events);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loadLifecycles).toHaveBeenCalledTimes(2);
    expect(events.onMounted).toHaveBeenCalledTimes(1);
    expect(events.onError).not.toHaveBeenCalled();
  });
});

describe('navigations that a newer one supersedes', () => {
  /** Lifecycles whose updates wait until released, recording what each was asked and told. */
  function slowUpdates() {
    const updates: { pathname: string; superseded: AbortSignal; finish: () => void }[] = [];
    const lifecycles: MountLifecycles = {
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.resolve(),
      unmount: () => Promise.resolve(),
      update: (props) =>
        new Promise<void>((finish) => {
          const { location, superseded } = props as RemoteMountProps & SupersededSignal;
          updates.push({ pathname: location.pathname, superseded: superseded!, finish });
        }),
    };
    const parcel = startParcel(
      () => Promise.resolve(lifecycles),
      document.createElement('div'),
      at('/a'),
      { onMounted: jest.fn(), onError: jest.fn() },
    );
    return { parcel, updates };
  }

  it('tells the update in progress that it is superseded, and skips the ones not started', async () => {
    const { parcel, updates } = slowUpdates();
    await settled();
    parcel.update(at('/b'));
    await settled();
    parcel.update(at('/c'));
    parcel.update(at('/d'));
    expect(updates.map(({ pathname }) => pathname)).toEqual(['/b']);
    expect(updates[0]!.superseded.aborted).toBe(true);

    updates[0]!.finish();
    await settled();
    expect(updates.map(({ pathname }) => pathname)).toEqual(['/b', '/d']);
    expect(updates[1]!.superseded.aborted).toBe(false);
  });

  it('supersedes the update in progress when the parcel unmounts', async () => {
    const { parcel, updates } = slowUpdates();
    await settled();
    parcel.update(at('/b'));
    await settled();
    parcel.unmount();
    expect(updates[0]!.superseded.aborted).toBe(true);
  });
});
