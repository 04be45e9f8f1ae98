// Decimals in Persian words as contracts write them: «یک و پنج صدم», not «یک ممیز پنج».
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { decimalToPersianWords } from '../../src/utilities/decimal-words';

const VECTORS: [string, string][] = [
  ['0.05', 'پنج صدم'],
  ['1.05', 'یک و پنج صدم'],
  ['1.5', 'یک و پنج دهم'],
  ['12.5', 'دوازده و پنج دهم'],
  ['0.125', 'صد و بیست و پنج هزارم'],
  ['100', 'صد'],
  ['2.25', 'دو و بیست و پنج صدم'],
  ['0.0001', 'یک ده‌هزارم'],
  ['3.00045', 'سه و چهل و پنج صدهزارم'],
  ['7.000001', 'هفت و یک میلیونیم'],
  [
    '0.123456789',
    'صد و بیست و سه میلیون و چهارصد و پنجاه و شش هزار و هفتصد و هشتاد و نه میلیاردیم',
  ],
  ['12.50', 'دوازده و پنج دهم'],
  ['3.0', 'سه'],
  ['0.000', 'صفر'],
  ['-0.5', 'منفی پنج دهم'],
  ['-1.05', 'منفی یک و پنج صدم'],
  ['1500.75', 'یک هزار و پانصد و هفتاد و پنج صدم'],
];

describe('decimalToPersianWords', () => {
  it('writes the fraction as tenths, hundredths, thousandths… keeping its zeros', () => {
    for (const [decimal, words] of VECTORS)
      expect([decimal, decimalToPersianWords(decimal)]).toEqual([decimal, words]);
  });

  it('tells 1.05 from 1.5 and 1.005', () => {
    const words = ['1.5', '1.05', '1.005'].map(decimalToPersianWords);
    expect(new Set(words).size).toBe(3);
  });

  it('refuses what is not a decimal, ten decimals, and a whole part from 10^21', () => {
    for (const bad of ['', '.5', '1.', '1.2.3', '1e3', '+1', 'abc', '0.1234567891'])
      expect(() => decimalToPersianWords(bad)).toThrow(RangeError);
    expect(() => decimalToPersianWords('1000000000000000000000.5')).toThrow(RangeError);
  });
});
