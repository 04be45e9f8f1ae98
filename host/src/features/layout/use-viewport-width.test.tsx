import { act, renderHook } from '@testing-library/react';
import { navbarMode, RESIZE_DEBOUNCE_MS, useViewportWidth } from './use-viewport-width';

describe('useViewportWidth', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function resizeTo(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  }

  it('follows the window width after the 150 ms debounce, not before', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1280);
    act(() => {
      resizeTo(900);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe(1280);
    act(() => {
      resizeTo(700);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(result.current).toBe(700);
  });
});

describe('navbarMode', () => {
  it.each([
    [1280, { hamburger: false, desktopMenu: true }],
    [992, { hamburger: false, desktopMenu: true }],
    [991, { hamburger: true, desktopMenu: true }],
    [780, { hamburger: true, desktopMenu: true }],
    [779, { hamburger: true, desktopMenu: false }],
  ])('at %i px', (width, mode) => {
    expect(navbarMode(width)).toEqual(mode);
  });
});
