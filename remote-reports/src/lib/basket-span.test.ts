import { basketStore } from '@crm/shared';
import { reportsApi } from '../api/reports-api';
import { askAhead, basketSpan } from './basket-span';

jest.mock('../api/reports-api', () => ({ reportsApi: { dateRange: jest.fn() } }));
const dateRange = reportsApi.dateRange as jest.Mock;

const special = { basketID: 11, basketName: 'سبد اختصاصی', basketCode: 'S-11', kind: 'special' };
const span = { fromDate: '2021-11-27', toDate: '2026-11-25' };

describe('the basket span asked ahead of the page', () => {
  beforeEach(() => {
    dateRange.mockReset().mockResolvedValue(span);
    basketStore.setState({ baskets: [], selected: undefined, status: 'loading' });
    window.history.replaceState(null, '', '/twrr');
  });

  it('is asked when the basket is selected, and the page takes it instead of asking again', async () => {
    askAhead('/twrr', undefined);
    expect(dateRange).not.toHaveBeenCalled();
    basketStore.setState({ baskets: [special], selected: special, status: 'ready' });
    expect(dateRange).toHaveBeenCalledWith('11');
    await expect(basketSpan('11')).resolves.toEqual(span);
    expect(dateRange).toHaveBeenCalledTimes(1);
    // Taken once: the next opening of a page asks again.
    await basketSpan('11');
    expect(dateRange).toHaveBeenCalledTimes(2);
  });

  it('is asked once when the page’s loader is called again before the page takes it', async () => {
    askAhead('/twrr', undefined);
    basketStore.setState({ baskets: [special], selected: special, status: 'ready' });
    askAhead('/twrr', undefined);
    await basketSpan('11');
    expect(dateRange).toHaveBeenCalledTimes(1);
  });

  it('is not asked for a page the user has left, nor for a page of the other kind', () => {
    askAhead('/mwrr', undefined);
    askAhead('/twrr', 'joint');
    basketStore.setState({ baskets: [special], selected: special, status: 'ready' });
    expect(dateRange).not.toHaveBeenCalled();
  });

  it('is not taken by another basket', async () => {
    basketStore.setState({ baskets: [special], selected: special, status: 'ready' });
    askAhead('/twrr', 'special');
    await basketSpan('12');
    expect(dateRange.mock.calls).toEqual([['11'], ['12', undefined]]);
  });
});
