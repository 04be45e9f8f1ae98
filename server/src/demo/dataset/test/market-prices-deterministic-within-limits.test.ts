// Daily closes are random walks in whole rials, the same for the same seed, within the ±5 %
// daily limit except on ex-days, with suspensions and corporate actions.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createHash } from 'node:crypto';
import { generateMarket, marketPriceRows, type DemoMarket } from '../market';

const OPTIONS = { seed: 'market-test', firstDay: '2021-03-21', lastDay: '2024-03-19' };
const fingerprint = (market: DemoMarket) =>
  createHash('sha256')
    .update(JSON.stringify([...marketPriceRows(market)]))
    .update(JSON.stringify(market.actions))
    .digest('hex');

describe('demo market prices', () => {
  const market = generateMarket(OPTIONS);

  it('is the same for the same seed and different for another', () => {
    expect(fingerprint(generateMarket(OPTIONS))).toBe(fingerprint(market));
    expect(fingerprint(generateMarket({ ...OPTIONS, seed: 'other' }))).not.toBe(
      fingerprint(market),
    );
  });

  it('covers several years of trading days with positive whole-rial closes', () => {
    expect(market.days.length).toBeGreaterThan(700);
    const rows = [...marketPriceRows(market)];
    expect(rows.every((r) => Number.isSafeInteger(r.close) && r.close > 0)).toBe(true);
    expect(rows.every((r) => market.calendar.isTradingDay(r.day))).toBe(true);
  });

  it('moves shares at most 5 % a day from the last close, except on ex-days', () => {
    const exDays = new Set(
      market.actions.filter((a) => a.kind !== 'coupon').map((a) => `${a.instrument}:${a.day}`),
    );
    let checked = 0;
    market.instruments.forEach((instrument, i) => {
      if (instrument.kind !== 'share') return;
      const closes = market.closes[i] as Int32Array;
      let previous = 0;
      for (let day = 0; day < closes.length; day += 1) {
        const close = closes[day] as number;
        if (close === 0) continue;
        if (
          previous > 0 &&
          !exDays.has(`${i}:${day}`) &&
          ![...Array(8).keys()].some((k) => exDays.has(`${i}:${day - k}`))
        ) {
          expect(Math.abs(close - previous)).toBeLessThanOrEqual(Math.floor(previous * 0.05) + 1);
          checked += 1;
        }
        previous = close;
      }
    });
    expect(checked).toBeGreaterThan(20_000);
  });

  it('suspends shares on some trading days (no close) and prices rights only in their window', () => {
    const suspended = market.instruments.reduce(
      (n, instrument, i) =>
        n +
        (instrument.kind === 'share'
          ? (market.closes[i] as Int32Array).filter((c) => c === 0).length
          : 0),
      0,
    );
    expect(suspended).toBeGreaterThan(50);
    for (const action of market.actions) {
      if (action.kind !== 'rights') continue;
      const closes = market.closes[action.rights] as Int32Array;
      closes.forEach((close, day) => {
        expect([day, close > 0]).toEqual([day, day >= action.day && day <= action.lastTradeDay]);
      });
    }
  });

  it('schedules dividends, bonus shares, rights and coupons', () => {
    const kinds = new Set(market.actions.map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['bonus', 'coupon', 'dividend', 'rights']);
    const dividends = market.actions.filter((a) => a.kind === 'dividend');
    expect(
      dividends.every((d) => d.kind === 'dividend' && d.perShare > 0 && d.payDay > d.day),
    ).toBe(true);
  });
});
