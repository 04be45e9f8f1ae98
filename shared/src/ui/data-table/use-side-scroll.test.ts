import { sideScrollOf } from './use-side-scroll';

describe('sideScrollOf', () => {
  it('says a box that fits does not scroll (a pixel of rounding included)', () => {
    expect(sideScrollOf({ scrollWidth: 361, clientWidth: 360, scrollLeft: 0 })).toEqual({
      scrolls: false,
      moreAtStart: false,
      moreAtEnd: false,
    });
  });

  it('has more at the end only, at the start position', () => {
    expect(sideScrollOf({ scrollWidth: 700, clientWidth: 360, scrollLeft: 0 })).toEqual({
      scrolls: true,
      moreAtStart: false,
      moreAtEnd: true,
    });
  });

  it('reads a right-to-left box, whose scrollLeft runs negative, as a left-to-right one', () => {
    const midway = { scrolls: true, moreAtStart: true, moreAtEnd: true };
    expect(sideScrollOf({ scrollWidth: 700, clientWidth: 360, scrollLeft: -100 })).toEqual(midway);
    expect(sideScrollOf({ scrollWidth: 700, clientWidth: 360, scrollLeft: 100 })).toEqual(midway);
  });

  it('has more at the start only once scrolled to the end', () => {
    expect(sideScrollOf({ scrollWidth: 700, clientWidth: 360, scrollLeft: -340 })).toEqual({
      scrolls: true,
      moreAtStart: true,
      moreAtEnd: false,
    });
  });
});
