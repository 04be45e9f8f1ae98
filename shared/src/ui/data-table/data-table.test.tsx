import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { appConfigStore, type ApplicationConfiguration } from '@crm/shared';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { DataTable, type DataTableColumn } from './data-table';
import { createListQuery, type ListQuery } from './list-query';

interface Deal {
  id: number;
  name: string;
  shares: number;
  amount: number;
  date: string;
}

const columns: DataTableColumn<Deal>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'shares', header: 'Shares', kind: 'number', sortable: true },
  { key: 'amount', header: 'Amount', kind: 'amount' },
  { key: 'date', header: 'Date', kind: 'date' },
];

const deal: Deal = { id: 1, name: 'Fund', shares: 1234567, amount: 2500000, date: '2025-03-21' };

function Harness({
  items = [deal],
  totalCount = items.length,
  loading = false,
  spy = () => {},
  initial = createListQuery(),
}: {
  items?: Deal[];
  totalCount?: number;
  loading?: boolean;
  spy?: (query: ListQuery) => void;
  initial?: ListQuery;
}) {
  const [query, setQuery] = useState(initial);
  return (
    <DataTable
      aria-label="deals"
      columns={columns}
      items={items}
      totalCount={totalCount}
      loading={loading}
      query={query}
      getRowId={(row) => row.id}
      onQueryChange={(next) => {
        spy(next);
        setQuery(next);
      }}
    />
  );
}

/** The application configuration of a culture, with its short date pattern. */
function configureCulture(cultureName: string, shortDatePattern: string) {
  const localization = { currentCulture: { cultureName, dateTimeFormat: { shortDatePattern } } };
  const config = { localization } as unknown as ApplicationConfiguration;
  appConfigStore.setState({ config, status: 'ready' });
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
    configureCulture('fa', 'yyyy/MM/dd');
  });
  afterEach(() => appConfigStore.setState({ config: null, status: 'idle' }));

  it('shows numbers, amounts and dates with Persian digits in Persian', () => {
    renderUi(<Harness />);
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Fund', '۱٬۲۳۴٬۵۶۷', '۲٬۵۰۰٬۰۰۰', '۱۴۰۴/۰۱/۰۱']);
    expect(header('Amount').textContent).toBe('Amount (ریال)');
  });

  it("shows Latin digits and Gregorian dates by the English culture's short date pattern", async () => {
    await setTestLanguage('en');
    configureCulture('en', 'M/d/yyyy');
    renderUi(<Harness />);
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Fund', '1,234,567', '2,500,000', '3/21/2025']);
  });

  it('falls back to yyyy-MM-dd while the configuration is of another culture', async () => {
    await setTestLanguage('en');
    renderUi(<Harness />);
    expect(within(rows()[0]!).getAllByRole('cell')[3]?.textContent).toBe('2025-03-21');
  });

  it('shows the empty text in Persian and in English', async () => {
    const { unmount } = renderUi(<Harness items={[]} />);
    expect(rows()[0]?.textContent).toBe('داده‌ای برای نمایش وجود ندارد');
    unmount();
    await setTestLanguage('en');
    renderUi(<Harness items={[]} />);
    expect(rows()[0]?.textContent).toBe('No data to display');
  });

  it('shows loading instead of the empty text while loading, and marks the table busy', () => {
    renderUi(<Harness items={[]} loading />);
    expect(rows()[0]?.textContent).toBe('در حال بارگذاری…');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('cycles sorting asc, desc, off and goes back to page 0', () => {
    const spy = jest.fn();
    renderUi(<Harness spy={spy} totalCount={50} initial={createListQuery({ skipCount: 20 })} />);
    fireEvent.click(header('Name'));
    expect(spy).toHaveBeenLastCalledWith({ skipCount: 0, maxResultCount: 10, sorting: 'name asc' });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('Name'));
    expect(spy.mock.lastCall?.[0].sorting).toBe('name desc');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Name'));
    expect(spy.mock.lastCall?.[0].sorting).toBeUndefined();
    fireEvent.click(header('Shares'));
    expect(spy.mock.lastCall?.[0].sorting).toBe('shares asc');
  });

  it('does not sort by a column that is not sortable', () => {
    const spy = jest.fn();
    renderUi(<Harness spy={spy} />);
    fireEvent.click(header('Date'));
    expect(spy).not.toHaveBeenCalled();
  });

  it('pages through skipCount from page 0', () => {
    const spy = jest.fn();
    renderUi(<Harness spy={spy} totalCount={35} />);
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('button', { name: 'صفحهٔ قبل' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(pager).getByRole('button', { name: 'صفحهٔ ۱' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'صفحهٔ ۳' }));
    expect(spy).toHaveBeenLastCalledWith({ skipCount: 20, maxResultCount: 10 });
    fireEvent.click(within(pager).getByRole('button', { name: 'صفحهٔ بعد' }));
    expect(spy.mock.lastCall?.[0].skipCount).toBe(30);
    expect(within(pager).getByRole('button', { name: 'صفحهٔ آخر' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'صفحهٔ نخست' }));
    expect(spy.mock.lastCall?.[0].skipCount).toBe(0);
  });

  it("names its pager after the table, so that two tables' pagers can be told apart", () => {
    renderUi(<Harness totalCount={35} />);
    expect(screen.getByRole('navigation', { name: 'صفحه‌بندی deals' })).toBeTruthy();
  });

  it('shows five page numbers and where the rows are', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ ...deal, id: index }));
    renderUi(
      <Harness items={items} totalCount={200} initial={createListQuery({ skipCount: 100 })} />,
    );
    const pages = within(screen.getByRole('navigation'))
      .getAllByRole('button', { name: /^صفحهٔ [۰-۹]+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['۹', '۱۰', '۱۱', '۱۲', '۱۳']);
    expect(screen.getByTestId('pager-info').textContent).toBe('نمایش ۱۰۱ تا ۱۱۰ از ۲۰۰ مورد');
  });

  it('has a 50 px header and footer (the footer grows only when a narrow screen wraps it)', () => {
    renderUi(<Harness />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[0]?.style.height).toBe('50px');
    expect(screen.getByTestId('table-footer').style.minHeight).toBe('50px');
  });
});
