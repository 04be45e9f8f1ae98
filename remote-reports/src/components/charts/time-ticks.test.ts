import { anchorFor, edgeNear, gutterFor } from './svg-text';
import { timeTicks } from './time-ticks';

describe('time axis ticks', () => {
  it('are the first days of Jalali months when the span holds two or more', () => {
    // 1 Ordibehesht, 1 Khordad and 1 Tir 1403.
    expect(timeTicks('2024-04-01', '2024-06-25', 6)).toEqual([
      { day: '2024-04-20', kind: 'month' },
      { day: '2024-05-21', kind: 'month' },
      { day: '2024-06-21', kind: 'month' },
    ]);
  });

  it('are the first and last days within a month', () => {
    expect(timeTicks('2024-05-22', '2024-06-10', 6)).toEqual([
      { day: '2024-05-22', kind: 'day' },
      { day: '2024-06-10', kind: 'day' },
    ]);
    expect(timeTicks('2024-05-22', '2024-05-22', 6)).toEqual([{ day: '2024-05-22', kind: 'day' }]);
  });
});

describe('SVG labels', () => {
  it('anchor by the edge asked for, counting from the text’s own direction', () => {
    expect(anchorFor('right', 'ltr')).toBe('end');
    expect(anchorFor('right', 'rtl')).toBe('start');
    expect(anchorFor('left', 'rtl')).toBe('end');
    expect(anchorFor('middle', 'rtl')).toBe('middle');
  });

  it('pin labels near the plot’s ends by their outer edge', () => {
    expect(edgeNear(45, 40, 600)).toBe('left');
    expect(edgeNear(300, 40, 600)).toBe('middle');
    expect(edgeNear(590, 40, 600)).toBe('right');
  });

  it('get a gutter that grows with the longest label, within bounds', () => {
    expect(gutterFor(['0%'])).toBe(40);
    expect(gutterFor(['۱٫۲ میلیارد'])).toBeGreaterThan(gutterFor(['۱۲۰']));
    expect(gutterFor(['x'.repeat(50)])).toBe(120);
  });
});
