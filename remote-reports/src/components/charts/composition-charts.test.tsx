import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CompositionBars, CompositionDonut } from './composition-charts';
import { preparePersianPage, renderOnPersianPage } from './persian-page.test-support';

const names: Record<string, string> = { Share: 'سهام', Cash: 'وجه نقد', Fund: 'صندوق' };
const nameOf = (key: string) => names[key] ?? key;
const slices = [
  { key: 'Share', marketValue: 726, weight: 0.726, percent: 72.6 },
  { key: 'Fund', marketValue: 170, weight: 0.17, percent: 17 },
  { key: 'Cash', marketValue: 104, weight: 0.104, percent: 10.4 },
];

const tooltipLines = () =>
  [...(screen.queryByTestId('chart-tooltip')?.children ?? [])].map((line) => line.textContent);

describe('composition donut', () => {
  beforeAll(preparePersianPage);
  afterEach(cleanup);

  function drawDonut(data = slices) {
    renderOnPersianPage(
      <CompositionDonut label="ترکیب" slices={data} nameOf={nameOf} testId="chart-composition" />,
    );
    return screen.getByTestId('chart-composition');
  }

  it('draws a slice per kind and lists each with its share', () => {
    const figure = drawDonut();
    expect(figure.querySelectorAll('svg path')).toHaveLength(3);
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'سهام ۷۲٫۶٪',
      'صندوق ۱۷٪',
      'وجه نقد ۱۰٫۴٪',
    ]);
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names a slice with its share when its legend item is focused or a slice is hovered', () => {
    const figure = drawDonut();
    fireEvent.focus(within(figure).getByText('صندوق ۱۷٪'));
    expect(tooltipLines()).toEqual(['صندوق', '۱۷٪']);
    const dimmed = [...figure.querySelectorAll('svg path')].map((path) =>
      path.getAttribute('class'),
    );
    expect(dimmed[0]).not.toBe(dimmed[1]);
    fireEvent.blur(within(figure).getByText('صندوق ۱۷٪'));
    expect(tooltipLines()).toEqual([]);
    fireEvent.pointerEnter(figure.querySelectorAll('svg path')[2]!);
    expect(tooltipLines()).toEqual(['وجه نقد', '۱۰٫۴٪']);
  });

  it('draws a single kind as a whole ring', () => {
    const figure = drawDonut([{ key: 'Cash', marketValue: 5, weight: 1, percent: 100 }]);
    const ring = figure.querySelector('svg path')?.getAttribute('d') ?? '';
    expect(ring.match(/M/g)).toHaveLength(2);
  });
});

describe('composition bars', () => {
  beforeAll(preparePersianPage);
  afterEach(cleanup);

  function drawBars() {
    renderOnPersianPage(
      <CompositionBars label="بخش‌ها" slices={slices} nameOf={nameOf} testId="chart-by-sector" />,
    );
    const figure = screen.getByTestId('chart-by-sector');
    return { figure, plot: within(figure).getByRole('group') };
  }

  /** A bar's height from its path `M x,bottom V top H … V bottom Z`. */
  function heightOf(path: Element): number {
    const [, bottom, top] = /^M[\d.]+,([\d.]+)V([\d.]+)/.exec(path.getAttribute('d') ?? '') ?? [];
    return Number(bottom) - Number(top);
  }

  it('draws a bar per sector as a path, heights in proportion to the shares', () => {
    const { figure } = drawBars();
    const bars = [...figure.querySelectorAll('svg path')];
    expect(bars).toHaveLength(3);
    expect(heightOf(bars[1]!) / heightOf(bars[0]!)).toBeCloseTo(17 / 72.6, 2);
    expect(heightOf(bars[2]!) / heightOf(bars[0]!)).toBeCloseTo(10.4 / 72.6, 2);
    const ticks = [...figure.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(ticks).toEqual(['۰٪', '۲۰٪', '۴۰٪', '۶۰٪', '۸۰٪']);
  });

  it('puts the first sector on the right and reads the bars with the arrow keys', () => {
    const { figure, plot } = drawBars();
    const x = (path: Element) => Number(/^M([\d.]+)/.exec(path.getAttribute('d') ?? '')?.[1]);
    const bars = [...figure.querySelectorAll('svg path')];
    expect(x(bars[0]!)).toBeGreaterThan(x(bars[2]!));
    // Right to left: the left arrow goes on to the next sector.
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(tooltipLines()).toEqual(['صندوق', '۱۷٪']);
    expect(screen.getByTestId('chart-announcement').textContent).toBe('صندوق: ۱۷٪');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(tooltipLines()).toEqual(['سهام', '۷۲٫۶٪']);
  });

  it('highlights the bar under the pointer', () => {
    const { figure, plot } = drawBars();
    const lastBar = figure.querySelectorAll('svg path')[2]!;
    const left = Number(/^M([\d.]+)/.exec(lastBar.getAttribute('d') ?? '')?.[1]);
    fireEvent.pointerMove(plot, { clientX: left + 2, clientY: 100 });
    expect(tooltipLines()).toEqual(['وجه نقد', '۱۰٫۴٪']);
    fireEvent.pointerLeave(plot);
    expect(tooltipLines()).toEqual([]);
  });
});
