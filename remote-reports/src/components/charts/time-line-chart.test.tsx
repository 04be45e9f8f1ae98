import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { preparePersianPage, renderOnPersianPage } from './persian-page.test-support';
import { TimeLineChart } from './time-line-chart';

// 1 Farvardin 1403, 1 Ordibehesht 1403, 1 Khordad 1403, 20 Khordad 1403.
const points = [
  { date: '2024-03-20', value: 0 },
  { date: '2024-04-20', value: 0.125 },
  { date: '2024-05-21', value: -0.04 },
  { date: '2024-06-09', value: 0.2 },
];

function drawTwrr() {
  renderOnPersianPage(
    <TimeLineChart label="بازده تجمعی" points={points} format="percent" testId="chart-twrr" />,
  );
  const figure = screen.getByTestId('chart-twrr');
  const plot = within(figure).getByRole('group');
  return { figure, plot };
}

const tooltip = () => screen.queryByTestId('chart-tooltip');
const tooltipLines = () => [...(tooltip()?.children ?? [])].map((line) => line.textContent);

describe('time line chart', () => {
  beforeAll(preparePersianPage);
  afterEach(cleanup);

  it('draws the series as one path through every point, with Jalali month ticks', () => {
    const { figure } = drawTwrr();
    const line = figure.querySelector('svg path[data-testid="chart-line"]');
    expect(line?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(points.length);
    expect(figure.querySelectorAll('svg path:not(.domain)')).toHaveLength(1);
    const labels = [...figure.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['اردیبهشت ۱۴۰۳', 'خرداد ۱۴۰۳', '۲۰٪']));
    expect(figure.getAttribute('aria-label')).toBe('بازده تجمعی');
    expect(screen.getByTestId('chart-description').textContent).toContain('۱۴۰۳/۰۱/۰۱');
  });

  it('shows the day and value nearest to the pointer, and hides them when it leaves', () => {
    const { plot } = drawTwrr();
    expect(tooltip()).toBeNull();
    fireEvent.pointerMove(plot, { clientX: 10_000, clientY: 50 });
    expect(tooltipLines()).toEqual(['۱۴۰۳/۰۳/۲۰', '۲۰٪']);
    expect(screen.queryByTestId('chart-highlight')).not.toBeNull();
    fireEvent.pointerMove(plot, { clientX: 0, clientY: 50 });
    expect(tooltipLines()).toEqual(['۱۴۰۳/۰۱/۰۱', '۰٪']);
    // The pointer's moves are not read out.
    expect(screen.getByTestId('chart-announcement').textContent).toBe('');
    fireEvent.pointerLeave(plot);
    expect(tooltip()).toBeNull();
  });

  it('is read point by point with the arrow keys, each move announced', () => {
    const { plot } = drawTwrr();
    expect(plot.getAttribute('tabindex')).toBe('0');
    expect(plot.getAttribute('aria-label')).toBe('مقدارهای نمودار را با کلیدهای جهت‌نما بخوانید');
    plot.focus();
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(tooltipLines()).toEqual(['۱۴۰۳/۰۲/۰۱', '۱۲٫۵٪']);
    const announcement = screen.getByTestId('chart-announcement');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('۱۴۰۳/۰۲/۰۱: ۱۲٫۵٪');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(announcement.textContent).toBe('۱۴۰۳/۰۳/۰۱: \u200e−۴٪');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(announcement.textContent).toBe('۱۴۰۳/۰۳/۲۰: ۲۰٪');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    expect(announcement.textContent).toBe('');
  });
});
