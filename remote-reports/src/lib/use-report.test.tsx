import { basketStore } from '@crm/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useReport } from './use-report';

const special = {
  basketID: 'b-special',
  basketName: 'اختصاصی',
  basketCode: 'SP-1',
  kind: 'special',
};
const joint = { basketID: 'b-joint', basketName: 'مشترک', basketCode: 'JB-1', kind: 'joint' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useReport', () => {
  beforeEach(() =>
    basketStore.setState({ baskets: [special, joint], selected: special, status: 'ready' }),
  );

  it('loads for the selected basket and again when the navbar selects another', async () => {
    const load = jest.fn((basketId: string) => Promise.resolve(`report of ${basketId}`));
    const { result } = renderHook(() => useReport(load, []));
    await waitFor(() => expect(result.current.data).toBe('report of b-special'));
    act(() => basketStore.setState({ selected: joint }));
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('report of b-joint'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops an answer for a basket that is no longer selected', async () => {
    const slow = deferred<string>();
    const load = jest.fn((basketId: string) =>
      basketId === 'b-special' ? slow.promise : Promise.resolve('joint figures'),
    );
    const { result } = renderHook(() => useReport(load, []));
    act(() => basketStore.setState({ selected: joint }));
    await waitFor(() => expect(result.current.data).toBe('joint figures'));
    await act(async () => slow.resolve('late special figures'));
    expect(result.current.data).toBe('joint figures');
  });

  it('says there is no basket once the list is known to be empty, and reports errors with a retry', async () => {
    basketStore.setState({ baskets: [], selected: undefined, status: 'ready' });
    const { result, rerender } = renderHook(() => useReport(() => Promise.resolve(1), []));
    expect(result.current.noBasket).toBe(true);
    basketStore.setState({ baskets: [special], selected: special, status: 'ready' });
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(2)));
    const failing = renderHook(() => useReport(load, []));
    await waitFor(() => expect(failing.result.current.error).toBeInstanceOf(Error));
    fail = false;
    act(() => failing.result.current.retry());
    await waitFor(() => expect(failing.result.current.data).toBe(2));
    rerender();
  });
});
