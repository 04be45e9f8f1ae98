// What the table gives narrow screens beyond its styles (which only a browser lays out; the e2e
// suite's mobile-layout spec measures them): cards name each value, and a box whose table is wider
// than itself becomes a named region that takes focus.
import { act, screen, within } from '@testing-library/react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { DataTable, type DataTableColumn } from './data-table';
import { createListQuery } from './list-query';
import type { NarrowLayout } from './data-table-styles';

interface Deal {
  id: number;
  symbol: string;
  amount: number;
}

const columns: DataTableColumn<Deal>[] = [
  { key: 'symbol', header: 'Symbol' },
  { key: 'amount', header: 'Amount', kind: 'amount' },
];

function Table({ narrowLayout }: { narrowLayout?: NarrowLayout }) {
  return (
    <DataTable
      aria-label="deals"
      columns={columns}
      items={[{ id: 1, symbol: 'فملی', amount: 2500000 }]}
      totalCount={1}
      query={createListQuery()}
      onQueryChange={() => {}}
      getRowId={(row) => row.id}
      {...(narrowLayout ? { narrowLayout } : {})}
    />
  );
}

const firstRowCells = () =>
  within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getAllByRole('cell');

describe('DataTable on a narrow screen', () => {
  beforeEach(() => setTestLanguage('fa'));

  it('as cards, names each value by its column, the unit included', () => {
    renderUi(<Table narrowLayout="cards" />);
    expect(firstRowCells().map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Symbol',
      'Amount (ریال)',
    ]);
  });

  it('scrolling (the default), leaves the cells unlabelled: the header row names them', () => {
    renderUi(<Table />);
    expect(firstRowCells().every((cell) => !cell.hasAttribute('data-label'))).toBe(true);
  });

  describe('the box around the table', () => {
    let resize: () => void = () => {};
    let contentWidth = 300;
    const originalObserver = globalThis.ResizeObserver;

    beforeEach(() => {
      globalThis.ResizeObserver = class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
      jest
        .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
        .mockImplementation(() => contentWidth);
    });
    afterEach(() => {
      globalThis.ResizeObserver = originalObserver;
      jest.restoreAllMocks();
    });

    it('is no stop for the keyboard while the table fits', () => {
      contentWidth = 300;
      renderUi(<Table />);
      expect(screen.queryByRole('region', { name: 'deals' })).toBeNull();
    });

    it('becomes a focusable region named as the table once the table is wider', () => {
      contentWidth = 300;
      renderUi(<Table />);
      contentWidth = 720;
      act(() => resize());
      const region = screen.getByRole('region', { name: 'deals' });
      expect(region.tabIndex).toBe(0);
      expect(within(region).getByRole('table')).toBeTruthy();
    });
  });
});
