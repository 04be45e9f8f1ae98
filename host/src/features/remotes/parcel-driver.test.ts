/** @jest-environment jsdom */
import type { MountLifecycles, RemoteMountProps } from '@crm/shared';
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
});
