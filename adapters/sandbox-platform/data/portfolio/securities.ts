/**
 * The sandbox market's securities: what each one is (currency, asset class, sector, region, yield)
 * and the parameters of its seeded price walk. Prices are generated in market.ts.
 */

export interface Allocation {
  title: string;
  /** Share of the security, 0 to 1; a security's shares add up to 1. */
  share: number;
}

export interface SecurityRecord {
  securityId: number;
  code: string;
  description: string;
  isin: string;
  exchange: string;
  /** The currency its prices are quoted in; GBX is pence sterling. */
  currency: string;
  assetClasses: Allocation[];
  regions: Allocation[];
  sector: string;
  /** Annual income as a share of the price, paid in four equal quarters (0: none). */
  yield: number;
  /** Tax withheld from its income, as a share of the gross. */
  withholdingTax: number;
  startPrice: number;
  /** Annual drift and daily volatility of the walk. */
  drift: number;
  volatility: number;
}

const one = (title: string): Allocation[] => [{ title, share: 1 }];

type Row = [
  code: string,
  description: string,
  exchange: string,
  currency: string,
  assetClasses: Allocation[],
  regions: Allocation[],
  sector: string,
  yieldRate: number,
  withholding: number,
  startPrice: number,
  drift: number,
  vol: number,
];

const ROWS: Row[] = [
  [
    'VWRL',
    'Vanguard FTSE All-World UCITS ETF',
    'LSE',
    'GBP',
    one('Equities'),
    [
      { title: 'North America', share: 0.62 },
      { title: 'Europe', share: 0.16 },
      { title: 'Asia Pacific', share: 0.15 },
      { title: 'United Kingdom', share: 0.04 },
      { title: 'Emerging Markets', share: 0.03 },
    ],
    'Diversified',
    0.017,
    0,
    78,
    0.07,
    0.009,
  ],
  [
    'ISF',
    'iShares Core FTSE 100 UCITS ETF',
    'LSE',
    'GBP',
    one('Equities'),
    one('United Kingdom'),
    'Diversified',
    0.036,
    0,
    7.1,
    0.04,
    0.01,
  ],
  [
    'VGOV',
    'Vanguard UK Gilt UCITS ETF',
    'LSE',
    'GBP',
    one('Fixed Interest'),
    one('United Kingdom'),
    'Government Bonds',
    0.03,
    0,
    22.5,
    0.005,
    0.004,
  ],
  [
    'SLXX',
    'iShares Core GBP Corporate Bond UCITS ETF',
    'LSE',
    'GBP',
    one('Fixed Interest'),
    one('United Kingdom'),
    'Corporate Bonds',
    0.038,
    0,
    128,
    0.01,
    0.004,
  ],
  [
    'VLS60',
    'Vanguard LifeStrategy 60% Equity Fund',
    'FUND',
    'GBP',
    [
      { title: 'Equities', share: 0.6 },
      { title: 'Fixed Interest', share: 0.4 },
    ],
    [
      { title: 'North America', share: 0.35 },
      { title: 'United Kingdom', share: 0.3 },
      { title: 'Europe', share: 0.2 },
      { title: 'Asia Pacific', share: 0.15 },
    ],
    'Diversified',
    0.019,
    0,
    180,
    0.05,
    0.006,
  ],
  [
    'BARC',
    'Barclays plc (pence)',
    'LSE',
    'GBX',
    one('Equities'),
    one('United Kingdom'),
    'Financials',
    0.04,
    0,
    165,
    0.03,
    0.018,
  ],
  [
    'LLOY',
    'Lloyds Banking Group plc (pence)',
    'LSE',
    'GBX',
    one('Equities'),
    one('United Kingdom'),
    'Financials',
    0.05,
    0,
    58,
    0.02,
    0.017,
  ],
  [
    'ULVR',
    'Unilever plc',
    'LSE',
    'GBP',
    one('Equities'),
    one('United Kingdom'),
    'Consumer Staples',
    0.033,
    0,
    41,
    0.03,
    0.011,
  ],
  [
    'NPPF',
    'Northgate Property Fund',
    'FUND',
    'GBP',
    one('Property'),
    one('United Kingdom'),
    'Real Estate',
    0.045,
    0,
    1.12,
    0.015,
    0.005,
  ],
  [
    'CASHF',
    'Sterling Liquidity Fund',
    'FUND',
    'GBP',
    one('Cash'),
    one('United Kingdom'),
    'Money Market',
    0.025,
    0,
    1,
    0.02,
    0.0003,
  ],
  [
    'AAPL',
    'Apple Inc.',
    'NASDAQ',
    'USD',
    one('Equities'),
    one('North America'),
    'Information Technology',
    0.006,
    0.15,
    39,
    0.15,
    0.017,
  ],
  [
    'MSFT',
    'Microsoft Corp.',
    'NASDAQ',
    'USD',
    one('Equities'),
    one('North America'),
    'Information Technology',
    0.008,
    0.15,
    101,
    0.14,
    0.016,
  ],
  [
    'JNJ',
    'Johnson & Johnson',
    'NYSE',
    'USD',
    one('Equities'),
    one('North America'),
    'Health Care',
    0.027,
    0.15,
    129,
    0.04,
    0.011,
  ],
  [
    'SPY',
    'SPDR S&P 500 ETF Trust',
    'NYSE',
    'USD',
    one('Equities'),
    one('North America'),
    'Diversified',
    0.014,
    0.15,
    250,
    0.1,
    0.011,
  ],
  [
    'BND',
    'Vanguard Total Bond Market ETF',
    'NASDAQ',
    'USD',
    one('Fixed Interest'),
    one('North America'),
    'Government Bonds',
    0.03,
    0.15,
    78,
    0.0,
    0.004,
  ],
  [
    'SAP',
    'SAP SE',
    'XETRA',
    'EUR',
    one('Equities'),
    one('Europe'),
    'Information Technology',
    0.012,
    0.26,
    87,
    0.1,
    0.015,
  ],
  [
    'ASML',
    'ASML Holding NV',
    'AEX',
    'EUR',
    one('Equities'),
    one('Europe'),
    'Information Technology',
    0.009,
    0.15,
    137,
    0.16,
    0.02,
  ],
  [
    'SX5E',
    'iShares Core EURO STOXX 50 UCITS ETF',
    'XETRA',
    'EUR',
    one('Equities'),
    one('Europe'),
    'Diversified',
    0.028,
    0,
    31,
    0.05,
    0.011,
  ],
  [
    'EXHE',
    'iShares Core Euro Government Bond ETF',
    'XETRA',
    'EUR',
    one('Fixed Interest'),
    one('Europe'),
    'Government Bonds',
    0.02,
    0,
    118,
    -0.005,
    0.004,
  ],
  [
    'CBA',
    'Commonwealth Bank of Australia',
    'ASX',
    'AUD',
    one('Equities'),
    one('Asia Pacific'),
    'Financials',
    0.04,
    0,
    71,
    0.07,
    0.012,
  ],
  ['BHP', 'BHP Group Ltd', 'ASX', 'AUD', one('Equities'), one('Asia Pacific'), 'Materials', 0.055, 0, 34, 0.04, 0.016],
  [
    'VAS',
    'Vanguard Australian Shares Index ETF',
    'ASX',
    'AUD',
    one('Equities'),
    one('Asia Pacific'),
    'Diversified',
    0.038,
    0,
    76,
    0.05,
    0.009,
  ],
];

/** Security ids start here; a security's id is its row number plus this. */
export const FIRST_SECURITY_ID = 7001;

export const SECURITIES: readonly SecurityRecord[] = ROWS.map(
  (
    [
      code,
      description,
      exchange,
      currency,
      assetClasses,
      regions,
      sector,
      yieldRate,
      withholdingTax,
      startPrice,
      drift,
      volatility,
    ],
    i,
  ) => ({
    securityId: FIRST_SECURITY_ID + i,
    code,
    description,
    isin: `${currency === 'GBX' ? 'GB' : currency.slice(0, 2)}00${String(FIRST_SECURITY_ID + i).padStart(8, '0')}`,
    exchange,
    currency,
    assetClasses,
    regions,
    sector,
    yield: yieldRate,
    withholdingTax,
    startPrice,
    drift,
    volatility,
  }),
);

const byCode = new Map(SECURITIES.map((s) => [s.code, s]));
const byId = new Map(SECURITIES.map((s) => [s.securityId, s]));

export function securityByCode(code: string): SecurityRecord {
  const s = byCode.get(code);
  if (!s) throw new Error(`no security ${code}`);
  return s;
}

export function securityById(id: number): SecurityRecord | undefined {
  return byId.get(id);
}

/** The security whose prices have a gap (a suspension inside the default period). */
export const GAPPED_SECURITY_CODE = 'NPPF';
/** Its suspension: from this many days before the as-of date, for this many calendar days. */
export const PRICE_GAP_STARTS_DAYS_AGO = 240;
export const PRICE_GAP_DAYS = 42;

/** Securities an account in each plan currency buys; GBP accounts may also hold GBX shares. */
export const UNIVERSE: Readonly<Record<string, readonly string[]>> = {
  GBP: ['VWRL', 'ISF', 'VGOV', 'SLXX', 'VLS60', 'ULVR', 'CASHF'],
  USD: ['AAPL', 'MSFT', 'JNJ', 'SPY', 'BND'],
  EUR: ['SAP', 'ASML', 'SX5E', 'EXHE'],
  AUD: ['CBA', 'BHP', 'VAS'],
};

/** The universe of a plan currency; an account in any other currency is never planned. */
export function universeFor(currency: string): readonly string[] {
  const universe = UNIVERSE[currency];
  if (!universe) throw new Error(`no universe for ${currency}`);
  return universe;
}
