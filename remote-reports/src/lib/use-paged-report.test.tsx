import { basketStore } from '@crm/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { usePagedReport } from './use-paged-report';

describe('usePagedReport', () => {
  it('is not busy while no basket is chosen (the back office before its pick)', async () => {
    basketStore.setState({ baskets: [], selected: undefined, status: 'ready' });
    const load = jest.fn(() => Promise.resolve({ items: [], totalCount: 0 }));
    const { result } = renderHook(() => usePagedReport(load, { preset: 'thisYear' }));
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(result.current.state.noBasket).toBe(true);
    expect(result.current.state.loading).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
