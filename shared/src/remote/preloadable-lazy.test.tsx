import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteDef } from '../contracts/remote';
import { ErrorBoundary } from '../ui/error-boundary';
import { preloadableLazy } from './preloadable-lazy';
import { pagePreloader } from './route-elements';

const page = (text: string) => () => <p>{text}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a lazy component that can be preloaded', () => {
  it('draws in the first render once preloaded: no fallback, no Suspense retry', async () => {
    const lazyPage = preloadableLazy(() => Promise.resolve({ default: page('the page') }));
    await lazyPage.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <lazyPage.Component />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends like React.lazy when rendered before its code has arrived, and fetches once', async () => {
    const code = deferred<{ default: () => React.JSX.Element }>();
    const load = jest.fn(() => code.promise);
    const lazyPage = preloadableLazy(load);
    const preloading = lazyPage.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <lazyPage.Component />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      code.resolve({ default: page('the page') });
      await preloading;
    });
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: page('the page') });
    const lazyPage = preloadableLazy(load);
    await expect(lazyPage.preload()).rejects.toThrow('chunk failed');
    await lazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function chunkLoadError() {
  const error = new Error('Loading chunk 7 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

/** The page inside an error boundary whose Retry preloads the page again, as a remote's does. */
function renderWithRetry(lazyPage: ReturnType<typeof preloadableLazy<object>>) {
  render(
    <ErrorBoundary
      fallback={(_error, reset) => (
        <button onClick={() => void lazyPage.preload().finally(reset)}>retry</button>
      )}
    >
      <Suspense fallback={<p>waiting</p>}>
        <lazyPage.Component />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('a lazy page whose code failed to arrive', () => {
  const noWait = { sleep: () => Promise.resolve() };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is fetched again with backoff, so a chunk that fails once still draws', async () => {
    const sleep = jest.fn(() => Promise.resolve());
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValueOnce({ default: page('the page') });
    const lazyPage = preloadableLazy(load, { sleep });
    await lazyPage.preload();
    renderWithRetry(lazyPage);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(250);
  });

  it('shows the failure of its preload without fetching again, and draws after Retry', async () => {
    const load = jest.fn().mockRejectedValue(chunkLoadError());
    const lazyPage = preloadableLazy(load, noWait);
    await expect(lazyPage.preload()).rejects.toThrow('Loading chunk 7 failed.');
    expect(load).toHaveBeenCalledTimes(4);
    renderWithRetry(lazyPage);
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(4);

    load.mockResolvedValue({ default: page('the page') });
    await act(async () => retry.click());
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('recovers from Retry when the failure happened while it was drawn', async () => {
    const load = jest.fn().mockRejectedValue(chunkLoadError());
    const lazyPage = preloadableLazy(load, noWait);
    renderWithRetry(lazyPage);
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(4); // the render shows its failure, it does not loop

    load.mockResolvedValue({ default: page('the page') });
    await act(async () => retry.click());
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('does not retry a module that arrived and threw', async () => {
    const load = jest.fn().mockRejectedValue(new Error('module threw'));
    const lazyPage = preloadableLazy(load, noWait);
    await expect(lazyPage.preload()).rejects.toThrow('module threw');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloading the pages at an address', () => {
  it('fetches the code of the matching page only, and settles even when it fails', async () => {
    const users = jest.fn(() => Promise.resolve({ default: page('users') }));
    const roles = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const routes: RouteDef[] = [
      {
        path: '/identity',
        layout: 'application',
        children: [
          { path: '/identity/users', page: users },
          { path: '/identity/roles/:id?', page: roles },
        ],
      },
    ];
    const preloadPagesAt = pagePreloader(routes);
    await preloadPagesAt('/identity/users');
    expect(users).toHaveBeenCalledTimes(1);
    expect(roles).not.toHaveBeenCalled();
    await expect(preloadPagesAt('/identity/roles/7')).resolves.toBeUndefined();
    expect(roles).toHaveBeenCalledTimes(1);
  });
});
