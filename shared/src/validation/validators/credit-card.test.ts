import { creditCard, isCreditCardNumber, normalizeCardNumber } from './credit-card';

describe('creditCard', () => {
  const validate = creditCard();

  it.each([
    '6219861034529007',
    '6219 8610 3452 9007',
    '6219-8610-3452-9007',
    '۶۲۱۹۸۶۱۰۳۴۵۲۹۰۰۷',
    '4222222222222',
    '4111111111111111',
    '6011000990139424',
    '3530111333300000',
    '4000000000000000006',
  ])('accepts %j', (value) => {
    expect(validate(value)).toBeNull();
  });

  it.each([
    '6219861034529008',
    '4111111111111',
    '411111111111',
    '41111111111111111110',
    '4111 1111 1111 111a',
    '4111.1111.1111.1111',
  ])('refuses %j', (value) => {
    expect(validate(value)).toEqual({ key: 'creditCard' });
  });

  it('leaves empty values to required', () => {
    expect(validate(' ')).toBeNull();
  });

  it('normalises to digits only', () => {
    expect(normalizeCardNumber('۶۲۱۹ 8610-3452 9007')).toBe('6219861034529007');
    expect(isCreditCardNumber('0000000000000')).toBe(true);
  });
});
