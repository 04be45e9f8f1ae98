// The demo's instruments: shares of the Tehran exchange with their usual tickers, a few rights,
// fund units and bonds. Prices are starting closes in rials; codes make the ISINs.
import type { Instrument, InstrumentKind } from '../../portfolio/engine';
import { tseIsin } from './isin';

export const SECTORS = {
  metals: 'فلزات اساسی',
  chemicals: 'محصولات شیمیایی',
  refining: 'فراورده‌های نفتی، کک و سوخت هسته‌ای',
  autos: 'خودرو و ساخت قطعات',
  banks: 'بانک‌ها و مؤسسات اعتباری',
  investment: 'سرمایه‌گذاری‌ها',
  mining: 'استخراج کانه‌های فلزی',
  telecom: 'مخابرات',
  pharma: 'مواد و محصولات دارویی',
  cement: 'سیمان، آهک و گچ',
  food: 'محصولات غذایی و آشامیدنی به جز قند و شکر',
  engineering: 'فنی و مهندسی',
  realEstate: 'انبوه‌سازی، املاک و مستغلات',
  transport: 'حمل و نقل، انبارداری و ارتباطات',
  multi: 'شرکت‌های چندرشته‌ای صنعتی',
  funds: 'صندوق سرمایه‌گذاری قابل معامله',
  bonds: 'اوراق بهادار با درآمد ثابت',
} as const;

export type Profile = 'equity' | 'fixedIncomeFund' | 'goldFund' | 'equityFund' | 'bond';

export interface CatalogEntry {
  symbol: string;
  name: string;
  sector: string;
  code: string;
  kind: InstrumentKind;
  startPrice: number;
  profile: Profile;
}

const share = (
  symbol: string,
  name: string,
  sector: string,
  code: string,
  startPrice: number,
): CatalogEntry => ({
  symbol,
  name,
  sector,
  code,
  kind: 'share',
  startPrice,
  profile: 'equity',
});

const S = SECTORS;
export const SHARES: readonly CatalogEntry[] = [
  share('فولاد', 'فولاد مبارکه اصفهان', S.metals, 'FOLD', 6_200),
  share('فملی', 'ملی صنایع مس ایران', S.metals, 'MSMI', 7_400),
  share('فخوز', 'فولاد خوزستان', S.metals, 'FKHZ', 5_600),
  share('کاوه', 'فولاد کاوه جنوب کیش', S.metals, 'KAVE', 9_100),
  share('ذوب', 'ذوب آهن اصفهان', S.metals, 'ZOBA', 3_300),
  share('فارس', 'صنایع پتروشیمی خلیج فارس', S.chemicals, 'PFRS', 9_600),
  share('پارس', 'پتروشیمی پارس', S.chemicals, 'PARS', 118_000),
  share('شپدیس', 'پتروشیمی پردیس', S.chemicals, 'PDIS', 61_000),
  share('جم', 'پتروشیمی جم', S.chemicals, 'JAMP', 39_000),
  share('شخارک', 'پتروشیمی خارک', S.chemicals, 'KHRK', 28_000),
  share('شپنا', 'پالایش نفت اصفهان', S.refining, 'PNES', 8_100),
  share('شبندر', 'پالایش نفت بندرعباس', S.refining, 'BNDR', 12_300),
  share('شتران', 'پالایش نفت تبریز', S.refining, 'TRAN', 5_200),
  share('خودرو', 'ایران خودرو', S.autos, 'IKCO', 2_450),
  share('خساپا', 'سایپا', S.autos, 'SIPA', 2_150),
  share('خگستر', 'گسترش سرمایه‌گذاری ایران خودرو', S.autos, 'GSTR', 3_050),
  share('خپارس', 'پارس خودرو', S.autos, 'PKHD', 2_700),
  share('وبملت', 'بانک ملت', S.banks, 'BMLT', 3_450),
  share('وتجارت', 'بانک تجارت', S.banks, 'BTEJ', 2_050),
  share('وبصادر', 'بانک صادرات ایران', S.banks, 'BSDR', 1_820),
  share('وپاسار', 'بانک پاسارگاد', S.banks, 'BPAS', 4_100),
  share('وپارس', 'بانک پارسیان', S.banks, 'BPRS', 2_480),
  share('شستا', 'سرمایه‌گذاری تأمین اجتماعی', S.investment, 'TAMN', 1_540),
  share('وغدیر', 'سرمایه‌گذاری غدیر', S.investment, 'GDIR', 3_020),
  share('ومعادن', 'توسعه معادن و فلزات', S.investment, 'MADN', 2_960),
  share('کگل', 'معدنی و صنعتی گل‌گهر', S.mining, 'GOLG', 9_050),
  share('کچاد', 'معدنی و صنعتی چادرملو', S.mining, 'CHML', 11_200),
  share('کگهر', 'سنگ آهن گهرزمین', S.mining, 'GHAR', 12_900),
  share('اخابر', 'مخابرات ایران', S.telecom, 'KHAB', 3_480),
  share('همراه', 'ارتباطات سیار ایران', S.telecom, 'HMRH', 19_800),
  share('دجابر', 'داروسازی جابر ابن حیان', S.pharma, 'JABR', 24_500),
  share('دعبید', 'لابراتوارهای داروسازی دکتر عبیدی', S.pharma, 'OBID', 31_000),
  share('دسبحا', 'سبحان دارو', S.pharma, 'SOBH', 14_800),
  share('سفارس', 'سیمان فارس و خوزستان', S.cement, 'SFRS', 6_050),
  share('ستران', 'سیمان تهران', S.cement, 'STRN', 4_430),
  share('غبشهر', 'صنعتی بهشهر', S.food, 'BSHR', 10_400),
  share('غمارگ', 'مارگارین', S.food, 'MARG', 29_500),
  share('رمپنا', 'گروه مپنا', S.engineering, 'MAPN', 5_080),
  share('ثنوسا', 'نوسازی و ساختمان تهران', S.realEstate, 'NOSA', 3_970),
  share('حکشتی', 'کشتیرانی جمهوری اسلامی ایران', S.transport, 'KSHT', 7_900),
  share('تاپیکو', 'سرمایه‌گذاری نفت و گاز و پتروشیمی تأمین', S.multi, 'TAPK', 9_250),
];

/** Shares whose rights (حق تقدم) the demo issues once. */
export const RIGHTS_OF: readonly string[] = ['FOLD', 'IKCO', 'BMLT'];

const fund = (
  symbol: string,
  name: string,
  code: string,
  startPrice: number,
  profile: Profile,
): CatalogEntry => ({
  symbol,
  name,
  sector: SECTORS.funds,
  code,
  kind: 'fundUnit',
  startPrice,
  profile,
});

export const FUNDS: readonly CatalogEntry[] = [
  fund('کیان', 'صندوق سرمایه‌گذاری با درآمد ثابت کیان', 'KIAN', 12_400, 'fixedIncomeFund'),
  fund('اطلس', 'صندوق سرمایه‌گذاری درآمد ثابت اطلس', 'ATLS', 15_300, 'fixedIncomeFund'),
  fund('عیار', 'صندوق سرمایه‌گذاری طلای عیار', 'AYAR', 21_000, 'goldFund'),
  fund('طلا', 'صندوق سرمایه‌گذاری پشتوانه طلای لوتوس', 'TALA', 18_600, 'goldFund'),
  fund('آگاس', 'صندوق سرمایه‌گذاری سهامی آگاه', 'AGAS', 27_000, 'equityFund'),
];

const bond = (symbol: string, name: string, code: string): CatalogEntry => ({
  symbol,
  name,
  sector: SECTORS.bonds,
  code,
  kind: 'bond',
  startPrice: 985_000,
  profile: 'bond',
});

/** Bonds with a face value of 1,000,000 rials and an 18 % coupon paid every three months. */
export const BONDS: readonly CatalogEntry[] = [
  bond('اجاد۰۹', 'صکوک اجاره دولت ۱۴۰۹', 'AJAD'),
  bond('مرابحه۱۰', 'مرابحه عام دولت ۱۴۱۰', 'MORA'),
  bond('صمپنا۰۸', 'صکوک مرابحه مپنا ۱۴۰۸', 'SMPN'),
  bond('صخابر۰۹', 'صکوک اجاره مخابرات ۱۴۰۹', 'SKHB'),
];

export const BOND_FACE_VALUE = 1_000_000;
export const BOND_COUPON_PPM = 180_000;
/** The nominal value paid to exercise a right. */
export const RIGHTS_NOMINAL = 1_000;

export function instrumentOf(entry: CatalogEntry): Instrument {
  const isin = tseIsin(entry.kind, entry.code);
  return {
    id: isin,
    symbol: entry.symbol,
    name: entry.name,
    isin,
    kind: entry.kind,
    sector: entry.sector,
  };
}

export function rightsInstrumentOf(shareEntry: CatalogEntry): Instrument {
  const isin = tseIsin('right', shareEntry.code, 101);
  return {
    id: isin,
    symbol: `${shareEntry.symbol}ح`,
    name: `حق تقدم ${shareEntry.name}`,
    isin,
    kind: 'right',
    sector: shareEntry.sector,
    underlyingId: tseIsin('share', shareEntry.code),
  };
}
