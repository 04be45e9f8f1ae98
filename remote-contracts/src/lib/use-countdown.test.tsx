import { act, renderHook } from '@testing-library/react';
import { clockText, secondsLeft, useCountdown } from './use-countdown';

describe('the countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds left, never below zero', () => {
    expect(secondsLeft(null, 1000)).toBe(0);
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_500)).toBe(60);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(clockText(300)).toBe('5:00');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(61)).toBe('1:01');
  });

  it('ticks every second until the instant', () => {
    jest.useFakeTimers({ now: 0 });
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: 3_000 as number | null },
    });
    expect(result.current).toBe(3);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => void jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    rerender({ until: null });
    expect(result.current).toBe(0);
  });
});
