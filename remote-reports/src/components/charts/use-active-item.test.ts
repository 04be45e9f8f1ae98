import { keyTarget } from './use-active-item';

describe('keyboard moves of the highlight', () => {
  it('step right and left, stopping at the ends', () => {
    expect(keyTarget('ArrowRight', 3, 10)).toBe(4);
    expect(keyTarget('ArrowLeft', 3, 10)).toBe(2);
    expect(keyTarget('ArrowRight', 9, 10)).toBe(9);
    expect(keyTarget('ArrowLeft', 0, 10)).toBe(0);
  });

  it('start from the end the arrow points away from', () => {
    expect(keyTarget('ArrowRight', null, 10)).toBe(0);
    expect(keyTarget('ArrowLeft', null, 10)).toBe(9);
  });

  it('mirror the arrows where the chart runs right to left', () => {
    expect(keyTarget('ArrowLeft', 3, 10, true)).toBe(4);
    expect(keyTarget('ArrowRight', 3, 10, true)).toBe(2);
    expect(keyTarget('ArrowLeft', null, 10, true)).toBe(0);
  });

  it('jump to the ends and by a twentieth with the page keys', () => {
    expect(keyTarget('Home', 5, 10)).toBe(0);
    expect(keyTarget('End', 5, 10)).toBe(9);
    expect(keyTarget('PageDown', 100, 2000)).toBe(200);
    expect(keyTarget('PageUp', 100, 2000)).toBe(0);
  });

  it('hide with Escape and leave other keys, and Escape with nothing shown, alone', () => {
    expect(keyTarget('Escape', 4, 10)).toBeNull();
    expect(keyTarget('Escape', null, 10)).toBeUndefined();
    expect(keyTarget('Tab', 4, 10)).toBeUndefined();
    expect(keyTarget('ArrowRight', null, 0)).toBeUndefined();
  });
});
