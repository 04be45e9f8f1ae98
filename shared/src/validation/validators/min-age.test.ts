import { DEFAULT_MIN_AGE, ageOn, minAge } from './min-age';

const onDay = (day: string) => () => day;

describe('minAge', () => {
  it('defaults to 18 years', () => {
    const validate = minAge({ today: onDay('2025-06-15') });
    expect(DEFAULT_MIN_AGE).toBe(18);
    expect(validate('2007-06-15')).toBeNull();
    expect(validate('2007-06-16')).toEqual({ key: 'minAge', params: { minAge: 18 } });
  });

  it('takes another age', () => {
    const validate = minAge({ age: 21, today: onDay('2025-06-15') });
    expect(validate('2004-06-15')).toBeNull();
    expect(validate('2005-01-01')).toEqual({ key: 'minAge', params: { minAge: 21 } });
  });

  it('refuses values that are not ISO dates and leaves empty ones to required', () => {
    const validate = minAge({ today: onDay('2025-06-15') });
    expect(validate('1380/01/01')).toEqual({ key: 'ngbDate' });
    expect(validate('2001-02-29')).toEqual({ key: 'ngbDate' });
    expect(validate('')).toBeNull();
  });

  it('uses today in Tehran when no day is given', () => {
    expect(minAge()('1900-01-01')).toBeNull();
    expect(minAge()('2999-01-01')).toEqual({ key: 'minAge', params: { minAge: 18 } });
  });
});

describe('ageOn', () => {
  it('counts whole years, a leap-day birthday turning older on 1 March', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-12-31', '2001-01-01')).toBe(0);
  });
});
