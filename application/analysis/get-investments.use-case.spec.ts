import { SiteAccessLevel } from '../../domain/access/access-level';
import {
  CONVERT_TO_ACCOUNT_CURRENCY,
  NO_INVESTMENTS,
  NO_TRANSACTIONS_TO_DISPLAY,
  NOT_AVAILABLE,
} from '../../domain/analysis/investments';
import { GetInvestmentsUseCase, type InvestmentsInput } from './get-investments.use-case';
import { credential, fakePorts, position, scopedAccount, scopeOf } from './testing/analysis-fakes';
import { splitActor, type ActorFields } from '../session/testing/test-actor';
import { first, itemAt } from '../../domain/shared/present';

const input: InvestmentsInput & Partial<ActorFields> = {
  clientId: 5,
  siteAccessLevel: SiteAccessLevel.Portfolio,
  today: '2026-06-30',
  range: '1y',
};

// A GBP account holding a pence share and a fund with two holdings; a USD account at 0.8 pounds a dollar.
const barc = position({
  securityId: 2,
  code: 'BARC',
  description: 'Barclays',
  units: 1000,
  value: 1650.004,
  nativeValue: 165000.4,
  planCurrencyValue: 1650.004,
  cost: 1200,
  unrealisedGain: 450.004,
  nativeCost: 120000,
  planCurrencyCost: 1200,
  nativeUnrealisedGain: 45000.4,
  planCurrencyUnrealisedGain: 450.004,
  nativeMarketPrice: 165.0004,
  planCurrencyMarketPrice: 1.650004,
  nativeCurrency: 'GBX',
  annualIncome: 66,
  percentYield: 4,
});
const fund = position({
  securityId: 3,
  code: 'FUND',
  description: 'Alpha fund',
  value: 200.006,
  nativeValue: 200.006,
  planCurrencyValue: 200.006,
  cost: 0,
  unrealisedGain: 200.006,
  planCurrencyCost: 0,
  nativeCost: 0,
  subPositions: [
    position({
      securityId: null,
      code: 'U1',
      description: 'Bonds',
      value: 100.003,
      nativeValue: 100.003,
      planCurrencyValue: 100.003,
    }),
    position({
      securityId: null,
      code: 'U2',
      description: 'Equity',
      value: 100.003,
      nativeValue: 100.003,
      planCurrencyValue: 100.003,
    }),
  ],
});
const spy = position({
  accountId: 2,
  securityId: 4,
  code: 'SPY',
  description: 'S&P 500',
  value: 800,
  nativeValue: 1000,
  planCurrencyValue: 1000,
  cost: 600,
  unrealisedGain: 200,
  nativeCost: 700,
  planCurrencyCost: 700,
  planCurrencyUnrealisedGain: 300,
  nativeUnrealisedGain: 300,
  nativeMarketPrice: 100,
  planCurrencyMarketPrice: 100,
  nativeCurrency: 'USD',
  planCurrency: 'USD',
  annualIncome: 8,
  percentYield: 1,
});
const accounts = [scopedAccount(1), scopedAccount(2, 'USD')];

function run(over: Partial<InvestmentsInput & ActorFields> = {}, rows = [barc, fund, spy], scope = scopeOf(accounts)) {
  const f = fakePorts(scope, rows);
  return {
    result: new GetInvestmentsUseCase(f.port, f.loader).execute(...splitActor({ ...input, ...over }, { credential })),
    calls: f.calls,
  };
}
async function value(
  over: Partial<InvestmentsInput & ActorFields> = {},
  rows?: Parameters<typeof run>[1],
  scope?: Parameters<typeof run>[2],
) {
  const r = await run(over, rows, scope).result;
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('GetInvestmentsUseCase', () => {
  it("asks for the positions once, at the range's end, with the capabilities' pricing type, in the report currency", async () => {
    const { result, calls } = run();
    const r = await result;
    expect(r.ok).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(
      expect.objectContaining({
        accountIds: [1, 2],
        date: '2026-06-30',
        pricingType: 'delayed',
        currency: 'GBP',
        aggregation: 'account',
      }),
    );
  });

  it('shows every account in the preferred currency by default, sorted by name, totals rounded once', async () => {
    const v = await value();
    expect(v).toMatchObject({
      view: 'preferred',
      showInToggle: false,
      total: { currency: 'GBP', value: 2650.01 },
      empty: null,
    });
    const gbp = itemAt(v.accounts, 0);
    const usd = itemAt(v.accounts, 1);
    expect(gbp).toMatchObject({ shownIn: 'preferred', currency: 'GBP', marketValue: 1850.01, owner: 'Amelia Hartley' });
    expect(gbp.positions.map((p) => p.name)).toEqual(['Alpha fund', 'Barclays']);
    // Rows add up to the account: 200.01 + 1650.00 = 1850.01.
    expect(gbp.positions.map((p) => p.marketValue)).toEqual([200.01, 1650]);
    expect(first(gbp.positions).subPositions.map((s) => s.marketValue)).toEqual([100.01, 100]);
    // The pence share's price stays in pence beside the account's pounds, as on the Transactions tab.
    expect(itemAt(gbp.positions, 1)).toMatchObject({
      price: 165.0004,
      priceCurrency: 'GBX',
      currency: 'GBP',
      bookCost: 1200,
      unrealisedGain: 450,
    });
    expect(usd).toMatchObject({
      currency: 'GBP',
      marketValue: 800,
      reportCurrencyValue: 800,
      unrealisedGain: 200,
      annualIncome: 8,
      yield: 1,
    });
  });

  it("says 'Not available' for a zero book cost", async () => {
    const v = await value();
    expect(first(first(v.accounts).positions)).toMatchObject({
      bookCost: null,
      bookCostText: NOT_AVAILABLE,
      unrealisedGain: null,
      unrealisedGainText: NOT_AVAILABLE,
    });
  });

  it('shows the original view of a one-currency selection in its plan currency, positions in their quoted currency; an override converts to the account currency', async () => {
    const usdOnly = scopeOf([scopedAccount(2, 'USD')]);
    const v = await value({ currency: 'original' }, [spy], usdOnly);
    expect(v).toMatchObject({
      view: 'original',
      showInToggle: true,
      currencyView: { choice: 'original', currency: 'USD', original: 'USD', offered: true },
      total: { currency: 'USD', value: 1000 },
    });
    expect(v.accounts[0]).toMatchObject({
      shownIn: 'original',
      currency: 'USD',
      marketValue: 1000,
      unrealisedGain: 300,
      annualIncome: 10,
      reportCurrencyValue: 800,
      menuItem: CONVERT_TO_ACCOUNT_CURRENCY,
    });
    expect(first(first(v.accounts).positions)).toMatchObject({ currency: 'USD', bookCost: 700, price: 100 });
    // A GBP account for a client who prefers euros: its original view, and the override to the account currency.
    const gbpOnly = scopeOf([scopedAccount(1)], { currency: 'EUR' });
    const native = await value({ currency: 'original' }, [barc, fund], gbpOnly);
    expect(itemAt(first(native.accounts).positions, 1)).toMatchObject({
      currency: 'GBX',
      priceCurrency: 'GBX',
      price: 165.0004,
      marketValue: 165000.4,
      bookCost: 120000,
      convertedToPlanCurrency: false,
    });
    expect(native.total).toEqual({ currency: 'GBP', value: 1850.01 });
    const converted = await value({ currency: 'original', convert: [1] }, [barc, fund], gbpOnly);
    expect(converted.accounts[0]).toMatchObject({ shownIn: 'account', converted: true, currency: 'GBP' });
    expect(itemAt(first(converted.accounts).positions, 1)).toMatchObject({
      currency: 'GBP',
      price: 165.0004,
      priceCurrency: 'GBX',
      convertedToPlanCurrency: true,
      bookCost: null,
      bookCostText: NOT_AVAILABLE,
    });
  });

  it('keeps a selection of several plan currencies in the preferred currency (spec 2 §4, the one rule); the menu item still shows one account in its own', async () => {
    const v = await value({ currency: 'original', convert: [2] });
    expect(v).toMatchObject({
      view: 'preferred',
      showInToggle: false,
      currencyView: { choice: 'preferred', currency: 'GBP', original: null, offered: false },
      total: { currency: 'GBP', value: 2650.01 },
    });
    expect(v.accounts[1]).toMatchObject({ shownIn: 'original', converted: true, currency: 'USD', marketValue: 1000 });
  });

  it('sorts by another column, sub-positions too', async () => {
    const v = await value({ sort: 'marketValue', direction: 'desc' });
    expect(first(v.accounts).positions.map((p) => p.code)).toEqual(['BARC', 'FUND']);
  });

  it('offers no Show in toggle when every currency is the preferred one', async () => {
    const v = await value({}, [fund], scopeOf([scopedAccount(1)]));
    expect(v.showInToggle).toBe(false);
  });

  it("gives the spec's empty texts", async () => {
    expect((await value({}, [])).empty).toBe(NO_INVESTMENTS);
    const none = scopeOf([scopedAccount(1, 'GBP', { inceptionDate: null })], { clientAnalysis: true });
    expect(await value({}, [], none)).toMatchObject({
      accounts: [],
      empty: NO_TRANSACTIONS_TO_DISPLAY,
      total: { value: 0 },
    });
  });

  it('refuses below the Portfolio level and an unknown account, without asking for positions', async () => {
    const low = run({ siteAccessLevel: SiteAccessLevel.Assets });
    expect(await low.result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const unknown = run({ filter: { account: 99 } });
    expect(await unknown.result).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(unknown.calls).toHaveLength(0);
  });
});
