// The data set's customers: customer1 with a special and a joint basket, customer2 with one,
// customer3 with none, customer4 with two; the large option plans 10,000 customers and about
// 1,000,000 deals and streams them.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createDemoDataset, LARGE_DEMO, SMALL_DEMO } from '../dataset';

describe('demo data set plan', () => {
  const small = createDemoDataset(SMALL_DEMO);

  it('gives the named customers their baskets', () => {
    const [c1, c2, c3, c4] = small.customers;
    expect([c1?.key, c1?.specialBaskets.length, c1?.pools.length]).toEqual(['customer1', 1, 1]);
    expect([c2?.key, c2?.specialBaskets.length, c2?.pools.length]).toEqual(['customer2', 1, 0]);
    expect([c3?.specialBaskets.length, c3?.pools.length]).toEqual([0, 0]);
    expect(c4?.specialBaskets.length).toBe(2);
    expect(c1?.specialBaskets[0]?.startDay).toBe(0);
  });

  it('gives customer1 years of deals and flows', () => {
    const events = [...small.basketEvents(small.customers[0]!.specialBaskets[0]!)];
    const years = new Set(events.map((e) => e.day.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(events.filter((e) => e.type === 'deal').length).toBeGreaterThan(100);
  });

  it('plans 10,000 customers and about a million deals for the large option', () => {
    const large = createDemoDataset(LARGE_DEMO);
    expect(large.customers).toHaveLength(10_000);
    const planned =
      large.customers.reduce(
        (sum, c) => sum + c.specialBaskets.reduce((s, b) => s + b.targetDeals, 0),
        0,
      ) + large.pools.reduce((sum, p) => sum + p.targetDeals, 0);
    expect(planned).toBeGreaterThan(1_000_000);
    expect(planned).toBeLessThan(1_060_000);
    // Stream the first 100 customers' baskets: events arrive one by one, in day order.
    let deals = 0;
    for (const customer of large.customers.slice(0, 100)) {
      for (const plan of customer.specialBaskets) {
        let lastDay = '';
        for (const event of large.basketEvents(plan)) {
          expect(event.day >= lastDay).toBe(true);
          lastDay = event.day;
          if (event.type === 'deal') deals += 1;
        }
      }
    }
    expect(deals).toBeGreaterThan(6_000);
  });

  it('realises at least a million deals in the large set', () => {
    const large = createDemoDataset(LARGE_DEMO);
    let deals = 0;
    for (const customer of large.customers)
      for (const plan of customer.specialBaskets)
        for (const event of large.basketEvents(plan)) if (event.type === 'deal') deals += 1;
    for (const pool of large.pools)
      for (const event of large.poolEvents(pool)) if (event.type === 'deal') deals += 1;
    expect(deals).toBeGreaterThanOrEqual(1_000_000);
    expect(deals).toBeLessThan(1_050_000);
  });
});
