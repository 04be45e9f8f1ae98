import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  ChangeFeed,
  identityKey,
  keysOf,
  marketKey,
  reportsKey,
  userSessionsKey,
} from './change-feed';
import { StampedCache } from './stamped-cache';

const T = '11111111-1111-1111-1111-111111111111';
const U = '22222222-2222-2222-2222-222222222222';

function liveFeed(): ChangeFeed {
  const feed = new ChangeFeed();
  feed.connected();
  return feed;
}

describe('change feed', () => {
  it('maps each kind of changed row to the entries it retires', () => {
    expect(keysOf({ table: 'permission_grant', tenant: T, user: null })).toEqual([identityKey(T)]);
    expect(keysOf({ table: 'user_session', tenant: T, user: U })).toEqual([userSessionsKey(T, U)]);
    expect(keysOf({ table: 'basket_event', tenant: T, user: null })).toEqual([reportsKey(T)]);
    expect(keysOf({ table: 'daily_price', tenant: T, user: null })).toEqual([
      reportsKey(T),
      marketKey(T),
    ]);
    expect(keysOf({ table: 'tenant', tenant: null, user: null })).toEqual(['global']);
    expect(keysOf({ table: 'something_new', tenant: T, user: null })).toEqual(['global']);
  });

  it('changes a stamp only when one of its keys (or everything) changes', () => {
    const feed = liveFeed();
    const deps = [identityKey(T)];
    const first = feed.stamp(deps);
    feed.applyPayload(JSON.stringify({ table: 'basket_event', tenant: T }));
    expect(feed.stamp(deps)).toBe(first);
    feed.applyPayload(JSON.stringify({ table: 'app_user', tenant: T }));
    const second = feed.stamp(deps);
    expect(second).not.toBe(first);
    feed.applyPayload('not json');
    expect(feed.stamp(deps)).not.toBe(second);
  });

  it('retires everything when the channel comes back after a loss', () => {
    const feed = liveFeed();
    const before = feed.stamp([]);
    feed.disconnected();
    expect(feed.isLive()).toBe(false);
    feed.connected();
    expect(feed.stamp([])).not.toBe(before);
  });
});

describe('stamped cache', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, count: () => loads };
  };

  it('serves a hit without loading and reloads once a dependency changes', async () => {
    const feed = liveFeed();
    const cache = new StampedCache<number>(feed, 10);
    const source = counting();
    expect(await cache.get('a', ['k'], source.load)).toBe(1);
    expect(await cache.get('a', ['k'], source.load)).toBe(1);
    feed.bump('other');
    expect(await cache.get('a', ['k'], source.load)).toBe(1);
    feed.bump('k');
    expect(await cache.get('a', ['k'], source.load)).toBe(2);
    expect(source.count()).toBe(2);
  });

  it('shares one load between concurrent misses and keeps no failed load', async () => {
    const cache = new StampedCache<number>(liveFeed(), 10);
    const source = counting();
    const [x, y] = await Promise.all([
      cache.get('a', [], source.load),
      cache.get('a', [], source.load),
    ]);
    expect([x, y, source.count()]).toEqual([1, 1, 1]);
    await expect(cache.get('b', [], () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('b', [], source.load)).toBe(2);
  });

  it('holds nothing while the change feed is not live', async () => {
    const feed = new ChangeFeed();
    const cache = new StampedCache<number>(feed, 10);
    const source = counting();
    await cache.get('a', [], source.load);
    await cache.get('a', [], source.load);
    expect(source.count()).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new StampedCache<number>(liveFeed(), 2);
    const source = counting();
    await cache.get('a', [], source.load);
    await cache.get('b', [], source.load);
    await cache.get('c', [], source.load);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', [], source.load)).toBe(4);
  });
});

describe('watching for a change', () => {
  it('calls a watcher once, at the first change of its keys, of everything, or never once stopped', () => {
    const feed = liveFeed();
    const calls: string[] = [];
    feed.watchOnce([userSessionsKey(T, U)], () => calls.push('user'));
    feed.apply({ table: 'app_user', tenant: T, user: null });
    expect(calls).toEqual([]);
    feed.apply({ table: 'user_session', tenant: T, user: U });
    feed.apply({ table: 'user_session', tenant: T, user: U });
    expect(calls).toEqual(['user']);
    feed.watchOnce([identityKey(T)], () => calls.push('global'));
    feed.apply({ table: 'tenant', tenant: null, user: null });
    expect(calls).toEqual(['user', 'global']);
    const stop = feed.watchOnce([identityKey(T)], () => calls.push('stopped'));
    stop();
    feed.retireAll();
    expect(calls).toEqual(['user', 'global']);
  });
});
