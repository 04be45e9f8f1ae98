import { waitFor } from '@testing-library/react';
import type { RouteDef } from '../contracts/remote';
import { createRemoteLifecycles } from './create-remote-lifecycles';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const pageModule = (testId: string) => ({ default: () => <p data-testid={testId}>{testId}</p> });
const navigator = {
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
  createHref: (to: unknown) => String(to),
};
const at = (pathname: string) => ({
  location: { pathname, search: '', hash: '', state: null, key: pathname },
  navigator,
});

// single-spa-react's mount settles from an effect of its root, which React's act() would hold
// back until the mount it awaits has settled: the roots here render as in a browser.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

describe("a remote's lifecycles at a navigation the user has left", () => {
  it('stop waiting for its page and do not draw it; the newest navigation draws', async () => {
    const slowPage = deferred<ReturnType<typeof pageModule>>();
    const routes: RouteDef[] = [
      { path: '/a', page: () => Promise.resolve(pageModule('page-a')) },
      { path: '/b', page: () => slowPage.promise },
      { path: '/c', page: () => Promise.resolve(pageModule('page-c')) },
    ];
    const lifecycles = createRemoteLifecycles({ name: 'test', routes });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = { name: 'crm-parcel-test', domElement };
    const drawn = (testId: string) => domElement.querySelector(`[data-testid="${testId}"]`);
    await lifecycles.bootstrap({ ...parcel, ...at('/a') });
    await lifecycles.mount({ ...parcel, ...at('/a') });
    await waitFor(() => expect(drawn('page-a')).not.toBeNull());
    const drawnPath = () =>
      domElement.querySelector('[data-remote-path]')!.getAttribute('data-remote-path');
    expect(drawnPath()).toBe('/a');

    const toB = new AbortController();
    const updateToB = lifecycles.update!({ ...parcel, ...at('/b'), superseded: toB.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // While page B's code is on its way, page A and its path stay.
    expect(drawnPath()).toBe('/a');
    toB.abort();
    await updateToB; // settles although page B's code has not arrived
    await lifecycles.update!({ ...parcel, ...at('/c'), superseded: new AbortController().signal });
    await waitFor(() => expect(drawn('page-c')).not.toBeNull());

    expect(drawnPath()).toBe('/c');

    slowPage.resolve(pageModule('page-b'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn('page-b')).toBeNull();
    expect(drawn('page-c')).not.toBeNull();
    await lifecycles.unmount({ ...parcel, ...at('/c') });
  });
});
