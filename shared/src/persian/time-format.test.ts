import { formatIsoDateTime, tehranTimeOfDay } from './time-format';

describe('instants for display', () => {
  it('shows the day and time in Tehran (UTC+3:30), Jalali with Persian digits in Persian', () => {
    // 2024-03-20 12:30:05 UTC is 1403/01/01 16:00:05 in Tehran.
    expect(formatIsoDateTime('2024-03-20T12:30:05Z', 'fa', { pattern: 'yyyy/MM/dd' })).toBe(
      '۱۴۰۳/۰۱/۰۱ ۱۶:۰۰:۰۵',
    );
    expect(formatIsoDateTime('2024-03-20T12:30:05Z', 'en', { pattern: 'M/d/yyyy' })).toBe(
      '3/20/2024 16:00:05',
    );
  });

  it('crosses midnight in Tehran time, not UTC', () => {
    expect(formatIsoDateTime('2024-03-20T21:00:00Z', 'fa', { pattern: 'yyyy/MM/dd' })).toBe(
      '۱۴۰۳/۰۱/۰۲ ۰۰:۳۰:۰۰',
    );
    expect(tehranTimeOfDay('2024-03-20T21:00:00+00:00')).toBe('00:30:00');
  });

  it('returns other text as given', () => {
    expect(formatIsoDateTime('2024-03-20', 'fa')).toBe('2024-03-20');
    expect(tehranTimeOfDay('soon')).toBeNull();
  });
});
