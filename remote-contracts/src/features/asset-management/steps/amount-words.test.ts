import { numberWords, splitDecimal } from './amount-words';

// The server's words for the integers these tests use.
const WORDS: Record<number, string> = {
  0: 'صفر',
  2: 'دو',
  5: 'پنج',
  12: 'دوازده',
  25: 'بیست و پنج',
};
const words = jest.fn(async (n: number) => WORDS[n]!);

describe('numbers in Persian words', () => {
  it('splits a decimal into its whole part and the digits after the point', () => {
    expect(splitDecimal(12)).toEqual({ whole: 12, fraction: null });
    expect(splitDecimal(2.25)).toEqual({ whole: 2, fraction: 25 });
    expect(splitDecimal(0.5)).toEqual({ whole: 0, fraction: 5 });
  });

  it('asks the server for an integer once', async () => {
    await expect(numberWords(12, words)).resolves.toBe('دوازده');
    expect(words).toHaveBeenCalledTimes(1);
  });

  it('writes a decimal as whole ممیز fraction', async () => {
    await expect(numberWords(2.25, words)).resolves.toBe('دو ممیز بیست و پنج');
    await expect(numberWords(0.5, words)).resolves.toBe('صفر ممیز پنج');
  });
});
