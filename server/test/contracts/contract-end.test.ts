// A contract's end date: its months are Solar Hijri months, and a day the target month lacks
// becomes that month's last day. Vectors from the end of every month of a leap year (1403) and
// a common one (1404), both kinds of Esfand, whole years and the Gregorian case that overflowed.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { jalaliToIso } from '@crm/shared/persian';
import { contractEnd } from '../../src/contracts/contract-lifecycle';

const iso = (jalali: string) => {
  const [year, month, day] = jalali.split('/').map(Number) as [number, number, number];
  return jalaliToIso({ year, month, day });
};

/** [start, months, end], Jalali. */
const VECTORS: [string, number, string][] = [
  ['1403/01/31', 1, '1403/02/31'],
  ['1403/02/31', 1, '1403/03/31'],
  ['1403/03/31', 1, '1403/04/31'],
  ['1403/04/31', 1, '1403/05/31'],
  ['1403/05/31', 1, '1403/06/31'],
  ['1403/06/31', 1, '1403/07/30'],
  ['1403/07/30', 1, '1403/08/30'],
  ['1403/08/30', 1, '1403/09/30'],
  ['1403/09/30', 1, '1403/10/30'],
  ['1403/10/30', 1, '1403/11/30'],
  ['1403/11/30', 1, '1403/12/30'],
  ['1403/12/30', 1, '1404/01/30'],
  ['1404/01/31', 1, '1404/02/31'],
  ['1404/06/31', 1, '1404/07/30'],
  ['1404/10/30', 1, '1404/11/30'],
  ['1404/11/30', 1, '1404/12/29'],
  ['1404/12/29', 1, '1405/01/29'],
  ['1403/06/31', 6, '1403/12/30'],
  ['1404/06/31', 6, '1404/12/29'],
  ['1403/12/30', 12, '1404/12/29'],
  ['1402/12/29', 12, '1403/12/29'],
  ['1403/01/01', 12, '1404/01/01'],
  ['1403/05/15', 60, '1408/05/15'],
  ['1404/07/30', 120, '1414/07/30'],
];

describe('contractEnd', () => {
  it('adds Solar Hijri months and clamps to the last day of the month', () => {
    for (const [start, months, end] of VECTORS)
      expect([start, months, contractEnd(iso(start), months)]).toEqual([start, months, iso(end)]);
  });

  it('takes and gives ISO dates: 1403/06/31 (2024-09-21) + 1 month is 1403/07/30 (2024-10-21)', () => {
    expect(contractEnd('2024-09-21', 1)).toBe('2024-10-21');
  });

  it('does not overflow a short month as Date arithmetic did (2025-01-31 + 1 ≠ 2025-03-03)', () => {
    // 2025-01-31 is 1403/11/12; a Jalali month later is 1403/12/12.
    expect(contractEnd('2025-01-31', 1)).toBe(iso('1403/12/12'));
    expect(contractEnd('2025-01-31', 1)).not.toBe('2025-03-03');
  });
});
