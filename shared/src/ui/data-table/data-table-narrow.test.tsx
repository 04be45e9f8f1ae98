// What the table gives narrow screens beyond its styles (which only a browser lays out; the e2e
// suite's table-numbers spec measures them): every cell names its value for the phone's cards,
// and a box whose table is wider than itself becomes a named region that takes focus and shows
// a cue on the side where more columns wait.
import { act, screen, within } from '@testing-library/react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { DataTable, type DataTableColumn } from './data-table';
import { createListQuery } from './list-query';

interface Deal {
  id: number;
  symbol: string;
  amount: number;
}

const columns: DataTableColumn<Deal>[] = [
  { key: 'symbol', header: 'Symbol' },
  { key: 'amount', header: 'Amount', kind: 'amount' },
];

function Table() {
  return (
    <DataTable
      aria-label="deals"
      columns={columns}
      items={[{ id: 1, symbol: 'فملی', amount: 2500000 }]}
      totalCount={1}
      query={createListQuery()}
      onQueryChange={() => {}}
      getRowId={(row) => row.id}
    />
  );
}

const firstRowCells = () =>
  within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getAllByRole('cell');

describe('DataTable on a narrow screen', () => {
  beforeEach(() => setTestLanguage('fa'));

  it('names each value by its column for the cards, the unit included', () => {
    renderUi(<Table />);
    expect(firstRowCells().map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Symbol',
      'Amount (ریال)',
    ]);
  });

  describe('the box around the table', () => {
    let resize: () => void = () => {};
    let contentWidth = 300;
    let scrolled = 0;
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
      jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled);
    });
    afterEach(() => {
      globalThis.ResizeObserver = originalObserver;
      jest.restoreAllMocks();
    });

    it('is no stop for the keyboard and shows no cue while the table fits', () => {
      contentWidth = 300;
      renderUi(<Table />);
      expect(screen.queryByRole('region', { name: 'deals' })).toBeNull();
      expect(screen.queryByTestId('table-scroll-cue')).toBeNull();
    });

    it('shows the cue while columns wait past the end edge, and not once scrolled to them', () => {
      contentWidth = 720;
      scrolled = 0;
      renderUi(<Table />);
      act(() => resize());
      expect(screen.getByTestId('table-scroll-cue')).toBeTruthy();
      // In Persian the end is the left: Chromium counts scrollLeft down from 0 to −hidden.
      scrolled = -360;
      act(() => screen.getByRole('region').dispatchEvent(new Event('scroll')));
      expect(screen.queryByTestId('table-scroll-cue')).toBeNull();
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
