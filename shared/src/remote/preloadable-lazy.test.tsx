import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteDef } from '../contracts/remote';
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
