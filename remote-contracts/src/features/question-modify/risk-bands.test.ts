import type { BasketAdminDto } from '@crm/shared/dto';
import { bandProblems, bandRange, basketsForLevel, toBands, type BandValues } from './risk-bands';

const BANDS: BandValues[] = [
  { level: 1, title: 'کم', minScore: 0 },
  { level: 2, title: 'متوسط', minScore: 5 },
  { level: 3, title: 'زیاد', minScore: 9 },
];

const basket = (code: string, over: Partial<BasketAdminDto>): BasketAdminDto => ({
  basketID: code,
  basketCode: code,
  basketName: code,
  kind: 'special',
  riskLevel: 1,
  state: 'active',
  isApproved: true,
  memberCount: 0,
  wagePlanId: null,
  wagePlanTitle: null,
  ...over,
});

describe('risk bands', () => {
  it('needs titles and minimum scores rising with the level', () => {
    expect(bandProblems(BANDS).size).toBe(0);
    const problems = bandProblems([
      { level: 1, title: '', minScore: 0 },
      { level: 2, title: 'ب', minScore: null },
      { level: 3, title: 'پ', minScore: 0 },
    ]);
    expect([...problems]).toEqual([
      [1, 'title'],
      [2, 'minScore'],
      [3, 'order'],
    ]);
  });

  it('gives the scores each band covers', () => {
    expect(bandRange(BANDS, 1, 20)).toEqual({ from: 0, to: 4 });
    expect(bandRange(BANDS, 3, 20)).toEqual({ from: 9, to: 20 });
  });

  it('trims titles when saving', () => {
    expect(toBands([{ level: 1, title: ' کم ', minScore: 0 }])).toEqual([
      { level: 1, title: 'کم', minScore: 0 },
    ]);
  });

  it('offers the approved, active baskets up to the level, without held special baskets', () => {
    const baskets = [
      basket('A', { riskLevel: 1 }),
      basket('B', { riskLevel: 3 }),
      basket('C', { riskLevel: 2, isApproved: false }),
      basket('D', { riskLevel: 2, state: 'suspended' }),
      basket('E', { riskLevel: 2, memberCount: 1 }),
      basket('F', { riskLevel: 2, kind: 'joint', memberCount: 40 }),
    ];
    expect(basketsForLevel(baskets, 2).map((b) => b.basketCode)).toEqual(['A', 'F']);
    expect(basketsForLevel(baskets, 3).map((b) => b.basketCode)).toEqual(['A', 'B', 'F']);
  });
});
