import { bandAt, barLayout, barPath, namesFitBands } from './bar-geometry';

const options = { width: 440, height: 212, showValue: (value: number) => `${value}%` };

describe('bar layout', () => {
  it('raises each bar from zero in proportion to its value', () => {
    const { bars, zero, box } = barLayout([80, 40, 10], { ...options, mirrored: false });
    expect(zero).toBe(box.bottom);
    bars.forEach((bar) => expect(bar.y + bar.height).toBeCloseTo(zero, 9));
    expect(bars[1]!.height / bars[0]!.height).toBeCloseTo(0.5, 9);
    expect(bars[2]!.height / bars[0]!.height).toBeCloseTo(0.125, 9);
    // 80 is the top tick: the tallest bar reaches the plot's top.
    expect(bars[0]!.y).toBeCloseTo(box.top, 9);
  });

  it('hangs a negative value below the zero line', () => {
    const { bars, zero } = barLayout([30, -10], { ...options, mirrored: false });
    expect(bars[1]!.y).toBeCloseTo(zero, 9);
    expect(bars[1]!.height / bars[0]!.height).toBeCloseTo(1 / 3, 9);
  });

  it('leaves a gutter for the value labels and puts the bars in bands across the rest', () => {
    const { bars, box, gutter, valueTicks } = barLayout([80, 40], { ...options, mirrored: false });
    expect(box.left).toBe(gutter);
    expect(valueTicks.map((tick) => tick.label)).toEqual(['0%', '20%', '40%', '60%', '80%']);
    const band = (box.right - box.left) / 2;
    expect(bars[0]!.center).toBeCloseTo(box.left + band / 2, 9);
    expect(bars[1]!.center).toBeCloseTo(box.left + 1.5 * band, 9);
  });

  it('in RTL puts the first bar on the right and the values on the right side', () => {
    const ltr = barLayout([80, 40, 10], { ...options, mirrored: false });
    const rtl = barLayout([80, 40, 10], { ...options, mirrored: true });
    expect(rtl.box.right).toBe(options.width - rtl.gutter);
    expect(rtl.bars[0]!.center).toBeGreaterThan(rtl.bars[2]!.center);
    expect(rtl.bars.map((bar) => bar.height)).toEqual(ltr.bars.map((bar) => bar.height));
  });

  it('finds the band under the pointer, in the values’ order', () => {
    for (const mirrored of [false, true]) {
      const { bars, box } = barLayout([5, 6, 7, 8], { ...options, mirrored });
      bars.forEach((bar, i) => expect(bandAt(bar.center, 4, box, mirrored)).toBe(i));
      expect(bandAt(box.left - 1, 4, box, mirrored)).toBe(-1);
      expect(bandAt(box.right + 1, 4, box, mirrored)).toBe(-1);
    }
  });

  it('draws a bar as a closed path up its left side, across and down', () => {
    expect(barPath({ x: 10, y: 20, width: 30, height: 50, center: 25 })).toBe('M10,70V20H40V70Z');
  });
});

describe('namesFitBands', () => {
  it('fits when the longest word fits a band, whatever the length of the whole name', () => {
    expect(namesFitBands(['فلزات اساسی', 'بانک‌ها و موسسات اعتباری'], 60)).toBe(true);
  });

  it('does not fit when a word is wider than a band (a phone with many sectors)', () => {
    expect(namesFitBands(['فرآورده‌های نفتی', 'محصولات شیمیایی'], 36)).toBe(false);
  });
});
