import { basketStore, clearBaskets, loadApprovedBaskets } from './basket-store';
import { findTenantBaskets, pickBasket, setTenantBasketScope } from './tenant-baskets';

jest.mock('../http', () => ({ http: { get: jest.fn(), put: jest.fn() } }));
const { http } = jest.requireMock('../http') as { http: { get: jest.Mock; put: jest.Mock } };

const own = { basketID: 'b-1', basketName: 'سبد اختصاصی', basketCode: 'SB-1' };
const anyone = { basketID: 'b-9', basketName: 'سبد مشترک', basketCode: 'JB-9' };

describe('the back office’s basket', () => {
  beforeEach(() => {
    clearBaskets();
    http.get.mockReset();
    http.put.mockReset();
  });

  it('starts with no basket picked and no list of its own, ready to pick', () => {
    basketStore.setState({ baskets: [own], selected: own, status: 'ready', scope: 'own' });
    setTenantBasketScope();
    expect(basketStore.getState()).toEqual({
      scope: 'tenant',
      baskets: [],
      selected: undefined,
      status: 'ready',
    });
  });

  it('follows a pick at once, saves nothing, and keeps it through a new start-up run', () => {
    setTenantBasketScope();
    pickBasket(anyone);
    expect(basketStore.getState().selected).toEqual(anyone);
    setTenantBasketScope();
    expect(basketStore.getState().selected).toEqual(anyone);
    expect(http.put).not.toHaveBeenCalled();
  });

  it('forgets the pick when nobody is signed in, and a customer’s list replaces it', async () => {
    setTenantBasketScope();
    pickBasket(anyone);
    clearBaskets();
    expect(basketStore.getState()).toMatchObject({ scope: 'own', selected: undefined });
    setTenantBasketScope();
    pickBasket(anyone);
    http.get.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('approved-baskets-list') ? [own] : own),
    );
    await loadApprovedBaskets();
    expect(basketStore.getState()).toMatchObject({ scope: 'own', baskets: [own], selected: own });
  });

  it('finds baskets of the tenant by name or code, without moving the loader bar', async () => {
    http.get.mockResolvedValue({ items: [anyone], totalCount: 1 });
    const signal = new AbortController().signal;
    await expect(findTenantBaskets('  JB ', signal)).resolves.toEqual({
      items: [anyone],
      totalCount: 1,
    });
    expect(http.get).toHaveBeenCalledWith('/api/app/basket/basket-list', {
      params: { filter: 'JB', maxResultCount: 20 },
      schema: expect.anything(),
      skipHandleError: true,
      skipLoader: true,
      signal,
    });
    await findTenantBaskets('   ');
    expect(http.get.mock.calls[1][1].params).toEqual({ filter: undefined, maxResultCount: 20 });
  });
});
