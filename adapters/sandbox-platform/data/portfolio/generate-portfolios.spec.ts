import { addDays, addYears, daysBetween, weekday } from '../../../../domain/shared/iso-date';
import { first } from '../../../../domain/shared/present';
import { DEMO_SEED } from '../demo-constants';
import { FirmIndex } from '../firm-index';
import { generateFirm } from '../generate-firm';
import { bankHolidays } from './calendar';
import { generateHouseholdData, generateLenaData } from './generate-portfolios';
import { DEMO_CASES, dayFurthestFromTodaysRate } from './hartley-household';
import { FX_CURRENCIES, Market } from './market';
import type { PortfolioDataset } from './portfolio-records';
import { GAPPED_SECURITY_CODE, SECURITIES, securityByCode } from './securities';
import { visiblePortfolios } from '../../rights/portfolio-rights';

const AS_OF = '2026-11-23';
const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const LENA = 10012;

describe('sandbox portfolio data from the seed', () => {
  const market = new Market(DEMO_SEED, AS_OF);
  const index = new FirmIndex(generateFirm());
  const household = (): PortfolioDataset =>
    generateHouseholdData(DEMO_SEED, market, {
      amelia: index.client(AMELIA)!,
      ben: index.client(BEN)!,
      oliver: index.client(OLIVER)!,
    });
  const data = household();
  const ameliaView = visiblePortfolios(data, AMELIA);
  const ameliaAccounts = ameliaView.flatMap((v) => v.accounts);
  const byCase = (c: string) => {
    const a = data.accounts.find((x) => x.demoCase === c);
    if (!a) throw new Error(`no account for ${c}`);
    return { account: a, transactions: data.transactions.get(a.accountId)! };
  };

  it('is the same on every generation', () => {
    const again = household();
    expect(again.accounts).toEqual(data.accounts);
    expect([...again.transactions.values()].flat()).toEqual([...data.transactions.values()].flat());
  });

  it("keeps a day's price whatever day the sandbox starts", () => {
    const later = new Market(DEMO_SEED, addDays(AS_OF, 30));
    for (const s of SECURITIES.filter((x) => x.code !== GAPPED_SECURITY_CODE))
      expect(later.latestPrice(s.securityId, '2024-06-14')).toEqual(market.latestPrice(s.securityId, '2024-06-14'));
  });

  it('publishes at least 5 years of daily prices, none on weekends or bank holidays', () => {
    const from = addYears(AS_OF, -5);
    for (const s of SECURITIES) expect(market.priceHistory(s.securityId, from, AS_OF).length).toBeGreaterThan(5 * 240);
    const offDays = market
      .priceHistory(first(SECURITIES).securityId, from, AS_OF)
      .filter(({ date }) => [0, 6].includes(weekday(date)) || bankHolidays(Number(date.slice(0, 4))).has(date));
    expect(offDays).toEqual([]);
    expect(market.publishedPrice(first(SECURITIES).securityId, '2025-12-25')).toBeNull();
  });

  it('has a daily rate against sterling for every currency used, and crosses them', () => {
    const used = new Set(data.accounts.map((a) => a.planCurrency));
    for (const c of used) expect(market.sterlingPer(c, AS_OF)).toBeGreaterThan(0);
    for (const c of FX_CURRENCIES)
      expect(market.fxTable.series.get(c)!.days.length).toBe(market.calendar.businessDays.length);
  });

  it('gives amelia single, joint (with ben) and shared portfolios, 10+ accounts in GBP, USD and EUR, 1,000+ transactions', () => {
    const types = ameliaView.map((v) => `${v.portfolio.ptype}:${v.reason}`);
    expect(types).toEqual(
      expect.arrayContaining([
        'PT_SINGLE:single_owner',
        'PT_JOINT:primary_joint_owner',
        'PT_SHARED:shared_owner',
        'PT_SINGLE:explicit_link',
      ]),
    );
    expect(ameliaView.filter((v) => v.reason !== 'explicit_link').length).toBeGreaterThanOrEqual(3);
    expect(ameliaAccounts.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ameliaAccounts.map((a) => a.planCurrency))).toEqual(new Set(['GBP', 'USD', 'EUR']));
    const rows = ameliaAccounts.flatMap((a) => data.transactions.get(a.accountId)!);
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const k of ['buy', 'sell', 'income', 'fee', 'contribution', 'withdrawal', 'transfer_in'])
      expect(kinds).toContain(k);
    expect(rows.some((r) => r.kind === 'income' && Number(r.fee) > 0 && Number(r.tax) > 0)).toBe(true);
  });

  it('shows ben the same joint portfolio as secondary owner, and the shared trust', () => {
    const ben = visiblePortfolios(data, BEN);
    const joint = ben.find((v) => v.portfolio.ptype === 'PT_JOINT')!;
    expect(joint.reason).toBe('secondary_joint_owner');
    expect(joint.accounts).toEqual(ameliaView.find((v) => v.portfolio.ptype === 'PT_JOINT')!.accounts);
    expect(ben.some((v) => v.reason === 'shared_owner')).toBe(true);
    expect(ben.some((v) => v.reason === 'explicit_link')).toBe(false);
  });

  it("mirrors each transfer: out of the joint account, into amelia's ISA on the same day", () => {
    const outs = [...data.transactions.values()].flat().filter((t) => t.kind === 'transfer_out');
    expect(outs.length).toBeGreaterThan(3);
    for (const o of outs) {
      const ins = data.transactions
        .get(o.counterpartAccountId!)!
        .filter((t) => t.kind === 'transfer_in' && t.tradeDate === o.tradeDate);
      expect(ins.map((t) => t.gross)).toEqual([o.gross]);
    }
  });

  describe("amelia's cases other trackers get wrong, each on its own account", () => {
    it('opens one in the middle of the default (one-year) period', () => {
      const { account, transactions } = byCase(DEMO_CASES.openedMidPeriod);
      expect(account.activeDate > addYears(AS_OF, -1)).toBe(true);
      expect(first(transactions).tradeDate >= account.activeDate).toBe(true);
    });

    it('nearly empties one by a withdrawal, then tops it up', () => {
      const { transactions } = byCase(DEMO_CASES.nearlyEmptied);
      const withdrawal = transactions.find((t) => t.kind === 'withdrawal')!;
      const topUp = transactions.find((t) => t.kind === 'contribution' && t.tradeDate > withdrawal.tradeDate)!;
      expect(withdrawal.tradeDate > addYears(AS_OF, -1)).toBe(true);
      expect(topUp).toBeDefined();
      expect(Number(withdrawal.gross)).toBeGreaterThan(30000);
    });

    it("buys the USD account when sterling per dollar was far from today's rate", () => {
      const { account, transactions } = byCase(DEMO_CASES.foreignBoughtFarFromToday);
      expect(account.planCurrency).toBe('USD');
      const bought = transactions.find((t) => t.kind === 'buy')!.tradeDate;
      expect(bought).toBe(dayFurthestFromTodaysRate(market, 'USD'));
      const then = market.sterlingPer('USD', bought)!;
      const now = market.sterlingPer('USD', AS_OF)!;
      expect(Math.abs(then / now - 1)).toBeGreaterThan(0.05);
    });

    it('holds a security priced in pence beside sterling ones', () => {
      const { transactions } = byCase(DEMO_CASES.pence);
      const currencies = new Set(
        transactions
          .filter((t) => t.kind === 'buy')
          .map((t) => SECURITIES.find((s) => s.securityId === t.securityId)!.currency),
      );
      expect(currencies).toEqual(new Set(['GBX', 'GBP']));
    });

    it('holds a security through a gap in its prices', () => {
      const { transactions } = byCase(DEMO_CASES.priceGap);
      const gapped = securityByCode(GAPPED_SECURITY_CODE);
      const { from, to } = market.priceGap;
      expect(market.priceHistory(gapped.securityId, from, to)).toEqual([]);
      expect(market.priceHistory(gapped.securityId, addDays(from, -10), addDays(to, 10)).length).toBeGreaterThan(0);
      expect(
        transactions.some((t) => t.securityId === gapped.securityId && t.kind === 'buy' && t.tradeDate < from),
      ).toBe(true);
      expect(daysBetween(from, to)).toBeGreaterThan(20);
    });

    it('pays dividends before later purchases of the same security', () => {
      const { transactions } = byCase(DEMO_CASES.dividendsFirst);
      const buys = transactions.filter((t) => t.kind === 'buy');
      const firstIncome = transactions.find((t) => t.kind === 'income')!;
      expect(buys.length).toBeGreaterThanOrEqual(3);
      expect(
        buys.filter((b) => b.tradeDate > firstIncome.tradeDate && b.securityId === firstIncome.securityId).length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('has a Not managed account, one without transactions, a blocked one and an explicitly linked one', () => {
      expect(byCase(DEMO_CASES.notManaged).account.serviceType).toBe('Not managed');
      expect(byCase(DEMO_CASES.noTransactions).transactions).toEqual([]);
      expect(byCase(DEMO_CASES.blocked).account.blocked).toBe(true);
      const linked = byCase(DEMO_CASES.explicitLink).account;
      expect(linked.explicitLinkEntityIds).toEqual([AMELIA]);
      expect(ameliaView.find((v) => v.reason === 'explicit_link')!.accounts).toEqual([linked]);
    });
  });

  it('gives lena an AUD account with BPAY and bank payment details', () => {
    const lena = generateLenaData(DEMO_SEED, market, index.client(LENA)!);
    const aud = lena.accounts.find((a) => a.planCurrency === 'AUD')!;
    expect(lena.bpays).toEqual([
      expect.objectContaining({
        accountId: aud.accountId,
        billerCode: expect.stringMatching(/^\d+$/),
        reference: expect.any(String),
      }),
    ]);
    expect(lena.bankAccounts).toEqual([
      expect.objectContaining({
        accountId: aud.accountId,
        bsb: expect.stringMatching(/^\d{3}-\d{3}$/),
        accountNumber: expect.any(String),
      }),
    ]);
    expect(lena.transactions.get(aud.accountId)!.length).toBeGreaterThan(100);
  });
});
