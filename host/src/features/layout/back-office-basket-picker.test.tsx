import { act, fireEvent, render, screen } from '@testing-library/react';
import { addResources, basketStore, findTenantBaskets, setTenantBasketScope } from '@crm/shared';
import { CrmProvider } from '@crm/shared/ui';
import { setAppConfig, setTestLanguage } from '@crm/shared/testing';
import { hostResources } from '../../locales';
import { BackOfficeBasketPicker } from './back-office-basket-picker';
import { SEARCH_DEBOUNCE_MS } from './use-basket-search';

jest.mock('@crm/shared', () => ({
  ...jest.requireActual<object>('@crm/shared'),
  findTenantBaskets: jest.fn(),
}));
const find = findTenantBaskets as jest.Mock;

const theirs = { basketID: 'b-2', basketName: 'سبد اختصاصی', basketCode: 'SB-00002' };
const joint = { basketID: 'b-9', basketName: 'سبد مشترک', basketCode: 'JB-1' };

const settle = () =>
  act(
    async () => void (await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50))),
  );

describe('the back office’s basket picker', () => {
  beforeAll(async () => {
    await setTestLanguage('en', () => {
      for (const [namespace, texts] of Object.entries(hostResources))
        addResources(namespace, texts);
      addResources('Crm', {
        en: {
          SelectBasket: 'Select basket',
          'ResultsAvailable{0}': '{0} result(s) available',
          NoResultsAvailable: 'No results available',
        },
        fa: {},
      });
    });
    setAppConfig({}, { 'Crm.PortfolioModify': true });
  });
  beforeEach(() => {
    find.mockReset();
    setTenantBasketScope();
    basketStore.setState({ selected: undefined });
  });

  it('searches the tenant’s baskets as the user types, announces the count, and picks one', async () => {
    find.mockResolvedValue({ items: [theirs, joint], totalCount: 2 });
    render(
      <CrmProvider>
        <BackOfficeBasketPicker />
      </CrmProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Select basket' });
    fireEvent.change(box, { target: { value: 'SB' } });
    await settle();
    expect(find).toHaveBeenLastCalledWith('SB', expect.any(AbortSignal));
    expect(screen.getByTestId('basket-picker-status').textContent).toBe('2 result(s) available');
    await act(async () => void fireEvent.click(screen.getByRole('option', { name: /SB-00002/ })));
    expect(basketStore.getState().selected).toEqual(theirs);
    expect((box as HTMLInputElement).value).toBe('\u2068سبد اختصاصی\u2069 (SB-00002)');
  });

  it('searches again when the user types over the picked basket', async () => {
    basketStore.setState({ selected: theirs });
    find.mockResolvedValue({ items: [joint], totalCount: 1 });
    render(
      <CrmProvider>
        <BackOfficeBasketPicker />
      </CrmProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Select basket' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'JB' } });
    await settle();
    expect(box.value).toBe('JB');
    expect(find).toHaveBeenLastCalledWith('JB', expect.any(AbortSignal));
    expect(screen.getByTestId('basket-picker-status').textContent).toBe('1 result(s) available');
    expect(basketStore.getState().selected).toEqual(theirs);
  });

  it('says when nothing matches', async () => {
    find.mockResolvedValue({ items: [], totalCount: 0 });
    render(
      <CrmProvider>
        <BackOfficeBasketPicker />
      </CrmProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'nothing' } });
    await settle();
    expect(screen.getByTestId('basket-picker-status').textContent).toBe('No results available');
    expect(basketStore.getState().selected).toBeUndefined();
  });
});
