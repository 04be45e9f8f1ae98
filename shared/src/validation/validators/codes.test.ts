import { jalaliDate, mobile, nationalCode, sheba } from './codes';

describe('code validators', () => {
  it('check national codes', () => {
    expect(nationalCode()('۰۴۹۹۳۷۰۸۹۹')).toBeNull();
    expect(nationalCode()('1111111111')).toEqual({ key: 'nationalCode' });
  });

  it('check mobile numbers', () => {
    expect(mobile()('+98 912 123 4567')).toBeNull();
    expect(mobile()('0812 123 4567')).toEqual({ key: 'mobile' });
  });

  it('check Sheba numbers', () => {
    expect(sheba()('IR82 0540 1026 8002 0817 9090 02')).toBeNull();
    expect(sheba()('IR820540102680020817909003')).toEqual({ key: 'sheba' });
  });

  it('check typed Jalali dates', () => {
    expect(jalaliDate()('۱۴۰۳/۱۲/۳۰')).toBeNull();
    expect(jalaliDate()('1404/12/30')).toEqual({ key: 'ngbDate' });
    expect(jalaliDate()('1404/12')).toEqual({ key: 'ngbDate' });
  });

  it('leave empty values to required', () => {
    for (const validate of [nationalCode(), mobile(), sheba(), jalaliDate()]) {
      expect(validate('')).toBeNull();
      expect(validate(undefined)).toBeNull();
    }
  });
});
