// Demo fee configuration (returns-math.md §4.2). The TSE schedule of 1399/10/09 (2020-12-29)
// by component; before it, the older totals (0.486 % buy, 1.029 % sell of which 0.5 % tax).
// Fund units use the 0.125 % per side of commodity ETFs and bonds 0.075 % with no tax: demo
// assumptions, as are the missing caps. Confirm the current SEO circular before real use.
import type { FeeSchedule, KindFees, SideFees } from '../../portfolio/engine';

const TSE_BUY_1399: SideFees = {
  components: [
    { name: 'broker', ratePpm: 3_040 },
    { name: 'exchange', ratePpm: 256 },
    { name: 'depository', ratePpm: 96 },
    { name: 'technology', ratePpm: 80 },
    { name: 'seo', ratePpm: 240 },
  ],
  taxPpm: 0,
};

const TSE_SELL_1399: SideFees = {
  components: [
    { name: 'broker', ratePpm: 3_040 },
    { name: 'exchange', ratePpm: 256 },
    { name: 'depository', ratePpm: 144 },
    { name: 'technology', ratePpm: 120 },
    { name: 'seo', ratePpm: 240 },
  ],
  taxPpm: 5_000,
};

const single = (ratePpm: number, taxPpm = 0): SideFees => ({
  components: [{ name: 'total', ratePpm }],
  taxPpm,
});

const FUND: KindFees = { buy: single(1_250), sell: single(1_250) };
const BOND: KindFees = { buy: single(750), sell: single(750) };
const TSE_1399: KindFees = { buy: TSE_BUY_1399, sell: TSE_SELL_1399 };
const TSE_OLD: KindFees = { buy: single(4_860), sell: single(5_290, 5_000) };

export const DEMO_FEE_SCHEDULES: readonly FeeSchedule[] = [
  {
    id: 'tse-before-1399',
    effectiveFrom: '2015-03-21',
    title: 'کارمزد معاملات بورس (پیش از ۱۳۹۹/۱۰/۰۹)',
    byKind: { share: TSE_OLD, right: TSE_OLD, fundUnit: FUND, bond: BOND },
  },
  {
    id: 'tse-1399-10-09',
    effectiveFrom: '2020-12-29',
    title: 'کارمزد معاملات بورس (از ۱۳۹۹/۱۰/۰۹)',
    byKind: { share: TSE_1399, right: TSE_1399, fundUnit: FUND, bond: BOND },
  },
];
