import { toastStore } from '../feedback';
import { basketStore, loadApprovedBaskets, selectBasket } from './basket-store';

jest.mock('../http', () => ({ http: { get: jest.fn(), put: jest.fn() } }));
const { http } = jest.requireMock('../http') as { http: { get: jest.Mock; put: jest.Mock } };

const special = { basketID: 11, basketName: 'سبد اختصاصی', basketCode: 'S-11' };
const joint = { basketID: 12, basketName: 'سبد مشترک', basketCode: 'J-12' };

function answer(list: unknown, remembered: unknown) {
  http.get.mockImplementation((url: string) =>
    Promise.resolve(url.endsWith('approved-baskets-list') ? list : remembered),
  );
}

describe('basket store', () => {
  beforeEach(() => {
    toastStore.setState({ toasts: [] });
    http.put.mockResolvedValue(undefined);
  });

  it('selects the first approved basket and saves that choice', async () => {
    answer([special, joint], null);
    await loadApprovedBaskets();
    expect(basketStore.getState()).toMatchObject({ selected: special, status: 'ready' });
    expect(http.put).toHaveBeenCalledWith('/api/app/basket/basket-id/11', undefined, {
      skipHandleError: true,
    });
  });

  it('reads the server’s paged list', async () => {
    answer({ items: [joint, special], totalCount: 2 }, null);
    await loadApprovedBaskets();
    expect(basketStore.getState()).toMatchObject({ baskets: [joint, special], selected: joint });
  });

  it('keeps the basket the server remembers when it is approved', async () => {
    answer([special, joint], joint);
    await loadApprovedBaskets();
    expect(basketStore.getState().selected).toEqual(joint);
    expect(http.put).not.toHaveBeenCalled();
  });

  it('asks for the list and the remembered basket at once', async () => {
    const pending: string[] = [];
    http.get.mockImplementation((url: string) => {
      pending.push(url);
      return new Promise(() => undefined);
    });
    void loadApprovedBaskets();
    await Promise.resolve();
    expect(pending).toEqual([
      '/api/app/basket/approved-baskets-list',
      '/api/app/basket/current-user-basket-info',
    ]);
  });

  it('toasts when the list cannot be loaded', async () => {
    http.get.mockRejectedValue(new Error('down'));
    await loadApprovedBaskets();
    expect(basketStore.getState()).toMatchObject({ baskets: [], status: 'failed' });
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({
      severity: 'error',
      message: 'Crm::BasketListLoadFailed',
    });
  });

  it('notifies listeners at once, saves the choice and says it was selected', async () => {
    const seen: unknown[] = [];
    const unsubscribe = basketStore.subscribe((state) => seen.push(state.selected));
    await selectBasket(joint);
    unsubscribe();
    expect(seen[0]).toEqual(joint);
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({
      severity: 'success',
      message: 'Crm::BasketSelected',
    });
  });

  it('sends the customer’s choice after the automatic one still on its way, so it is kept', async () => {
    answer([special, joint], null);
    const sent: string[] = [];
    let finishFirst: () => void = () => undefined;
    http.put.mockImplementationOnce((url: string) => {
      sent.push(url);
      return new Promise<void>((resolve) => (finishFirst = resolve));
    });
    http.put.mockImplementation((url: string) => {
      sent.push(url);
      return Promise.resolve();
    });
    const loading = loadApprovedBaskets();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const choosing = selectBasket(joint);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['/api/app/basket/basket-id/11']);
    finishFirst();
    await Promise.all([loading, choosing]);
    expect(sent).toEqual(['/api/app/basket/basket-id/11', '/api/app/basket/basket-id/12']);
    expect(basketStore.getState().selected).toEqual(joint);
  });

  it('says so when saving the choice fails', async () => {
    http.put.mockRejectedValue(new Error('down'));
    await selectBasket(special);
    expect(toastStore.getState().toasts.at(-1)).toMatchObject({
      severity: 'error',
      message: 'Crm::BasketSelectionFailed',
    });
  });
});
