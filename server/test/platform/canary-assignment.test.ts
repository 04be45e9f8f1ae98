// Which browsers a canary reaches: sticky per rollout id, close to its share, every browser of
// its tenants, and a raised share only adds browsers.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { inCanary, rolloutBucket } from '../../src/platform/canary-assignment';

const ids = Array.from({ length: 1000 }, (_, index) => `browser-${index}-${index * 7919}`);
const canary = { id: 7, name: 'reports', share: 10, tenantIds: [] as string[] };
const reached = (share: number, list = ids) =>
  list.filter((rolloutId) => inCanary({ ...canary, share }, { rolloutId, tenantId: undefined }));

describe('canary assignment', () => {
  it('gives the same id the same answer every time', () => {
    for (const rolloutId of ids.slice(0, 50)) {
      const first = inCanary(canary, { rolloutId, tenantId: undefined });
      for (let again = 0; again < 5; again += 1)
        expect(inCanary(canary, { rolloutId, tenantId: undefined })).toBe(first);
    }
    expect(rolloutBucket('x', 'reports', 7)).toBe(rolloutBucket('x', 'reports', 7));
  });

  for (const share of [1, 10, 25, 50, 90]) {
    it(`reaches ${share} % of 1,000 ids within 5 points`, () => {
      const percent = reached(share).length / 10;
      expect(Math.abs(percent - share)).toBeLessThanOrEqual(5);
    });
  }

  it('reaches nobody at 0 % and everybody at 100 %', () => {
    expect(reached(0)).toEqual([]);
    expect(reached(100)).toEqual(ids);
  });

  it('only adds browsers when the share is raised', () => {
    let before = new Set(reached(5));
    for (const share of [10, 20, 50, 75, 100]) {
      const after = new Set(reached(share));
      for (const id of before) expect(after.has(id)).toBe(true);
      expect(after.size).toBeGreaterThan(before.size);
      before = after;
    }
  });

  it('draws other browsers for another canary or another remote', () => {
    const mine = new Set(reached(10));
    const other = ids.filter((rolloutId) =>
      inCanary({ ...canary, id: 8 }, { rolloutId, tenantId: undefined }),
    );
    const otherRemote = ids.filter((rolloutId) =>
      inCanary({ ...canary, name: 'identity' }, { rolloutId, tenantId: undefined }),
    );
    expect(other.filter((id) => mine.has(id)).length).toBeLessThan(mine.size / 2);
    expect(otherRemote.filter((id) => mine.has(id)).length).toBeLessThan(mine.size / 2);
  });

  it("reaches every browser of the canary's tenants at 100 %, with or without an id, and nobody else", () => {
    const withTenants = { ...canary, share: 100, tenantIds: ['t-demo', 't-acme'] };
    for (const rolloutId of [...ids.slice(0, 100), undefined]) {
      expect(inCanary(withTenants, { rolloutId, tenantId: 't-acme' })).toBe(true);
      expect(inCanary(withTenants, { rolloutId, tenantId: 't-other' })).toBe(false);
      expect(inCanary(withTenants, { rolloutId, tenantId: undefined })).toBe(false);
    }
    expect(inCanary({ ...canary, share: 100 }, { rolloutId: undefined, tenantId: undefined })).toBe(
      true,
    );
  });

  it("reaches its share of the tenants' browsers, never a browser of another tenant", () => {
    const halfOfDemo = { ...canary, share: 50, tenantIds: ['t-demo'] };
    const demo = ids.filter((rolloutId) => inCanary(halfOfDemo, { rolloutId, tenantId: 't-demo' }));
    expect(Math.abs(demo.length / ids.length - 0.5)).toBeLessThanOrEqual(0.05);
    for (const rolloutId of ids) {
      expect(inCanary(halfOfDemo, { rolloutId, tenantId: 't-acme' })).toBe(false);
      expect(inCanary(halfOfDemo, { rolloutId, tenantId: undefined })).toBe(false);
    }
  });
});
