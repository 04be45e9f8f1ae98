// About fifty instruments with Persian tickers, names and sectors, ISINs in the Tehran pattern,
// and a few rights, fund units and bonds.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { generateMarket } from '../market';
import { TSE_ISIN, tseIsin } from '../isin';

const PERSIAN = /^[\u0600-\u06FF\u200c\s،۰-۹()]+$/;

describe('demo instruments', () => {
  const { instruments } = generateMarket({
    seed: 'i',
    firstDay: '2024-01-01',
    lastDay: '2024-02-01',
  });

  it('has about fifty instruments of every kind', () => {
    expect(instruments.length).toBeGreaterThanOrEqual(45);
    expect(instruments.length).toBeLessThanOrEqual(60);
    const count = (kind: string) => instruments.filter((i) => i.kind === kind).length;
    expect(count('share')).toBeGreaterThan(35);
    expect(count('right')).toBeGreaterThanOrEqual(2);
    expect(count('fundUnit')).toBeGreaterThanOrEqual(3);
    expect(count('bond')).toBeGreaterThanOrEqual(3);
  });

  it('names them in Persian', () => {
    for (const i of instruments) {
      expect([i.symbol, PERSIAN.test(i.symbol)]).toEqual([i.symbol, true]);
      expect([i.name, PERSIAN.test(i.name)]).toEqual([i.name, true]);
      expect([i.sector, PERSIAN.test(i.sector)]).toEqual([i.sector, true]);
    }
    expect(new Set(instruments.map((i) => i.symbol)).size).toBe(instruments.length);
    expect(new Set(instruments.map((i) => i.sector)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives unique ISINs in the Tehran pattern, IRO1… for shares', () => {
    expect(new Set(instruments.map((i) => i.isin)).size).toBe(instruments.length);
    for (const i of instruments) expect(i.isin).toMatch(TSE_ISIN);
    expect(
      instruments.filter((i) => i.kind === 'share').every((i) => i.isin.startsWith('IRO1')),
    ).toBe(true);
    expect(tseIsin('share', 'FOLD')).toBe('IRO1FOLD0001');
    expect(tseIsin('right', 'FOLD', 101)).toBe('IRR1FOLD0101');
    expect(() => tseIsin('share', 'FOL')).toThrow();
  });

  it('links each right to its share, its ticker ending in ح', () => {
    for (const right of instruments.filter((i) => i.kind === 'right')) {
      const share = instruments.find((i) => i.id === right.underlyingId);
      expect(share?.kind).toBe('share');
      expect(right.symbol).toBe(`${share?.symbol}ح`);
    }
  });
});
