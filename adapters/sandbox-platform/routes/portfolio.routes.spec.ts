import { addDays, addYears } from '../../../domain/shared/iso-date';
import { DEMO_CASES } from '../data/portfolio/hartley-household';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';

const AMELIA = 10001;
const BEN = 10002;
const LENA = 10012;
const OLIVER = 10014;
const AMELIA_INVESTMENTS = 100011;
const JOINT = 100013;
const ISA = 10001101;
const BEN_ISA = 10002101;
const JUNIOR_ISA = 10014201;
const CHILD_TRUST_FUND = 10014202;

describe('portfolio routes', () => {
  let sb: RunningSandbox;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    for (const u of ['amelia', 'ben', 'carla', 'dmitri', 'lena', 'adviser', 'adviser2'])
      tokens[u] = await signIn(sb, u);
  });
  afterAll(() => sb.close());

  const get = (path: string, who = 'amelia') => call(sb, 'GET', path, { token: tokens[who] });
  const body = async (path: string, who = 'amelia') => {
    const res = await get(path, who);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const caseAccount = (c: string) =>
    sb.state.portfolios.datasetOf(AMELIA)!.accounts.find((a) => a.demoCase === c)!.accountId;

  describe('entity/client/{id}/portfolio', () => {
    it("lists amelia's portfolios with their reason for visibility", async () => {
      const list = await body(`entity/client/${AMELIA}/portfolio`);
      expect(list.map((p: any) => [p.portfolioid, p.ptype, p.reasonForVisibility])).toEqual([
        [100011, 'PT_SINGLE', 'single_owner'],
        [100012, 'PT_SINGLE', 'single_owner'],
        [JOINT, 'PT_JOINT', 'primary_joint_owner'],
        [100141, 'PT_SHARED', 'shared_owner'],
        [100142, 'PT_SINGLE', 'explicit_link'],
      ]);
      expect(list[0]).toEqual({
        portfolioid: 100011,
        portfolio_name: 'Amelia Hartley – Investments',
        report_currency: 'GBP',
        entityid: AMELIA,
        ptype: 'PT_SINGLE',
        fullName: 'Amelia Hartley',
        reasonForVisibility: 'single_owner',
        sortOrder: 1,
      });
    });

    it('restricts fields with fields.N and refuses unknown ones', async () => {
      const list = await body(`entity/client/${AMELIA}/portfolio?fields.0=portfolioid&fields.1=reasonForVisibility`);
      expect(list[2]).toEqual({ portfolioid: JOINT, reasonForVisibility: 'primary_joint_owner' });
      expect((await get(`entity/client/${AMELIA}/portfolio?fields.0=nonsense`)).status).toBe(400);
    });

    it("shows ben the joint portfolio as its secondary owner; refuses him amelia's list (no view_partner)", async () => {
      const list = await body(`entity/client/${BEN}/portfolio`, 'ben');
      expect(list.map((p: any) => p.reasonForVisibility)).toEqual([
        'secondary_joint_owner',
        'single_owner',
        'shared_owner',
      ]);
      expect((await get(`entity/client/${AMELIA}/portfolio`, 'ben')).status).toBe(403);
      expect((await get(`entity/client/${BEN}/portfolio`)).status).toBe(200);
    });

    it("gives carla and dmitri (no Portfolio access) no portfolios and none of amelia's", async () => {
      for (const who of ['carla', 'dmitri']) {
        expect(await body(`entity/client/${entityOf(sb, who)}/portfolio`, who)).toEqual([]);
        expect((await get(`entity/client/${AMELIA}/portfolio`, who)).status).toBe(403);
        expect((await get(`portfolio/account/${ISA}`, who)).status).toBe(403);
      }
    });

    it('lets the adviser read their clients only', async () => {
      expect((await body(`entity/client/${AMELIA}/portfolio`, 'adviser')).length).toBe(5);
      const refused = await get(`entity/client/${AMELIA}/portfolio`, 'adviser2');
      expect(refused.status).toBe(403);
      expect(refused.body.api_message).toMatch(/^Permission Error: /);
      expect((await get('entity/client/999999/portfolio', 'adviser')).status).toBe(404);
      expect(await body('entity/client/10501/portfolio', 'adviser2')).toEqual(expect.any(Array));
    });
  });

  describe('accounts', () => {
    const ACCOUNT_FIELDS = [
      'accountid',
      'description',
      'name',
      'portfolioid',
      'portfolio_name',
      'group_code',
      'group_name',
      'tax_structure',
      'product',
      'external_account_id',
      'subfund',
      'tax_type',
      'tax_type_title',
      'service_type',
      'plan_currency',
      'plan_currency_value',
      'account_owner',
      'active_date',
      'inception_date',
      'vendor_id',
      'blocked',
      'value',
      'report_currency',
      'unrealised_gain',
      'plan_unrealised_gain',
      'percent_gain_loss',
      'annual_income_calculated',
      'gross_annual_income_calculated',
      'percent_yield_calculated',
      'gross_percent_yield_calculated',
      'native_currency',
      'type',
    ];

    it('serves every Account field of spec 2 §3 the platform holds, values as Currency and dates as Date', async () => {
      const a = await body(`portfolio/account/${ISA}`);
      for (const f of ACCOUNT_FIELDS) expect(a).toHaveProperty(f);
      expect(a.value).toEqual({
        _type: 'Currency',
        _val: { code: 'GBP', value: { _type: 'BigDecimal', _val: expect.stringMatching(/^\d+\.\d{2}$/) } },
      });
      expect(a.active_date).toEqual({ _type: 'Date', _val: '2019-03-01' });
      expect(a).toMatchObject({
        group_code: 'ISA',
        service_type: 'Discretionary',
        plan_currency: 'GBP',
        blocked: false,
        type: 'single',
      });
    });

    it('converts a USD account into the report currency and keeps its plan value in dollars', async () => {
      const usd = caseAccount(DEMO_CASES.foreignBoughtFarFromToday);
      const gbp = await body(`portfolio/account/${usd}`);
      expect(gbp.plan_currency_value._val.code).toBe('USD');
      expect(gbp.value._val.code).toBe('GBP');
      const rate = sb.state.portfolios.market.sterlingPer('USD', sb.state.portfolios.asOf)!;
      expect(Number(gbp.value._val.value._val)).toBeCloseTo(Number(gbp.plan_currency_value._val.value._val) * rate, 0);
      expect((await body(`portfolio/account/${usd}?report_currency=USD`)).value._val).toEqual(
        gbp.plan_currency_value._val,
      );
    });

    it("lists a portfolio's accounts and several accounts by id", async () => {
      const list = await body(`portfolio/portfolio/${AMELIA_INVESTMENTS}/account`);
      expect(list).toHaveLength(11);
      expect(list.map((a: any) => a.service_type)).toContain('Not managed');
      expect(list.find((a: any) => a.blocked)).toBeDefined();
      expect(list.find((a: any) => a.accountid === caseAccount(DEMO_CASES.noTransactions)).inception_date).toBeNull();
      expect(await body(`portfolio/account?accountids.0=${ISA}&accountids.1=${BEN_ISA}&fields.0=accountid`)).toEqual([
        { accountid: ISA },
        { accountid: BEN_ISA },
      ]);
      expect((await body(`portfolio/portfolio/${JOINT}`)).accountids).toHaveLength(2);
    });

    it('applies the rights: partner with view_partner, explicit links, advisers of the owner', async () => {
      expect((await get(`portfolio/account/${BEN_ISA}`)).status).toBe(200);
      expect((await get(`portfolio/account/${ISA}`, 'ben')).status).toBe(403);
      expect((await get(`portfolio/account/${JUNIOR_ISA}`)).status).toBe(200);
      expect((await get(`portfolio/account/${JUNIOR_ISA}`, 'ben')).status).toBe(403);
      expect((await get(`portfolio/account/${CHILD_TRUST_FUND}`)).status).toBe(403);
      expect((await body('portfolio/portfolio/100142/account')).map((a: any) => a.accountid)).toEqual([JUNIOR_ISA]);
      expect((await get(`portfolio/account/${CHILD_TRUST_FUND}`, 'adviser')).status).toBe(200);
      expect((await get(`portfolio/account/${ISA}`, 'adviser2')).status).toBe(403);
      expect((await get('portfolio/account/99999999')).status).toBe(404);
      expect((await get('portfolio/portfolio/99999')).status).toBe(404);
      expect((await get(`portfolio/account/${ISA}`, 'lena')).status).toBe(403);
    });
  });

  describe('portfolio/position', () => {
    it('needs a selection and a known pricing type and aggregation', async () => {
      expect((await get('portfolio/position')).status).toBe(400);
      expect((await get(`portfolio/position?accountid=${ISA}&pricing_type=sometimes`)).status).toBe(400);
      expect((await get(`portfolio/position?accountid=${ISA}&aggregation=nope`)).status).toBe(400);
      expect((await get(`portfolio/position?accountid=${ISA}&currency=XYZ`)).body.error_code).toBe(
        'conversion_rate_unavailable',
      );
    });

    it("prices at the previous close for close, the day's close for latest", async () => {
      const date = sb.state.portfolios.market.calendar.businessDays.at(-3)!;
      const close = await body(`portfolio/position?accountid=${ISA}&date=${date}&pricing_type=close`);
      const latest = await body(`portfolio/position?accountid=${ISA}&date=${date}&pricing_type=latest`);
      const held = latest.find((p: any) => p.security_id !== null);
      expect(held.security.price_updated._val).toBe(date);
      expect(close.find((p: any) => p.security_id === held.security_id).security.price_updated._val < date).toBe(true);
    });

    it('shows a pence security in GBX natively and in pounds in the plan currency', async () => {
      const rows = await body(`portfolio/position?accountid=${caseAccount(DEMO_CASES.pence)}&pricing_type=latest`);
      const barc = rows.find((p: any) => p.code === 'BARC');
      expect(barc.native_currency).toBe('GBX');
      expect(barc.native_value._val.code).toBe('GBX');
      expect(Number(barc.plan_currency_value._val.value._val)).toBeCloseTo(
        Number(barc.native_value._val.value._val) / 100,
        1,
      );
      const weights = rows.reduce((s: number, p: any) => s + p.weight, 0);
      expect(weights).toBeCloseTo(100, 4);
    });

    it('carries allocations, sector and yield; aggregates by security across accounts', async () => {
      const rows = await body(
        `portfolio/position?entityid=${AMELIA}&aggregation=security&fields.0=security_id&fields.1=asset_class_allocation&fields.2=regional_allocation&fields.3=sector_name&fields.4=value`,
      );
      expect(Object.keys(rows[0])).toEqual([
        'security_id',
        'asset_class_allocation',
        'regional_allocation',
        'sector_name',
        'value',
      ]);
      const ids = rows.filter((r: any) => r.security_id !== null).map((r: any) => r.security_id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of rows)
        expect(r.asset_class_allocation.reduce((s: number, x: any) => s + x.weight, 0)).toBeCloseTo(100, 6);
    });

    it('splits a multi-asset fund over its underlying holdings as sub-positions that add up to it exactly', async () => {
      const rows = await body(`portfolio/position?accountid=${ISA}&pricing_type=delayed&currency=USD`);
      const fund = rows.find((p: any) => p.code === 'VLS60');
      expect(fund.sub_positions.length).toBeGreaterThan(3);
      // Amounts are served with 6 decimals; the parts add up to the fund's to the last one.
      const micros = (x: any) => Math.round(Number(x._val.value._val) * 1e6);
      for (const field of ['value', 'native_value', 'plan_currency_value', 'cost', 'plan_currency_cost']) {
        expect(fund.sub_positions.reduce((s: number, p: any) => s + micros(p[field]), 0)).toBe(micros(fund[field]));
      }
      expect(fund.sub_positions.reduce((s: number, p: any) => s + Math.round(p.volume * 1e4), 0)).toBe(
        Math.round(fund.volume * 1e4),
      );
      expect(fund.sub_positions.reduce((s: number, p: any) => s + p.weight, 0)).toBeCloseTo(100, 2);
      expect(fund.sub_positions[0]).toEqual(
        expect.objectContaining({
          position_id: `${fund.position_id}-1`,
          security_id: null,
          code: expect.any(String),
          description: expect.stringMatching(/^Vanguard/),
        }),
      );
      expect(fund.sub_positions[0].sub_positions).toBeUndefined();
      expect(
        fund.sub_positions.every((p: any) => p.value._val.code === 'USD' && p.plan_currency_value._val.code === 'GBP'),
      ).toBe(true);
      // A security that is not a fund has none.
      expect(rows.filter((p: any) => p.code !== 'VLS60').every((p: any) => p.sub_positions.length === 0)).toBe(true);
    });
  });

  describe('transactions', () => {
    it('pages by bookmark, newest first, until a short page', async () => {
      const all = sb.state.portfolios.transactions(ISA);
      const seen: any[] = [];
      let bookmark = '';
      for (;;) {
        const page = await body(
          `portfolio/transaction?accountid=${ISA}&page_size=50${bookmark ? `&page_bookmark=${bookmark}` : ''}`,
        );
        seen.push(...page);
        if (page.length < 50) break;
        bookmark = page.at(-1).bookmark;
      }
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen.map((t) => t.transaction_id)).size).toBe(all.length);
      const dates = seen.map((t) => t.trade_date._val);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it("reads the bookmark exactly as sent, as the platform does: its '=', '+' and '/' percent-encoded, it is refused", async () => {
      const [, second] = await body(`portfolio/transaction?accountid=${ISA}&page_size=2`);
      const bookmark: string = second.bookmark;
      expect(bookmark).toMatch(/=/);
      expect(bookmark).toMatch(/\+/);
      expect(bookmark).toMatch(/\//);
      expect((await get(`portfolio/transaction?accountid=${ISA}&page_size=2&page_bookmark=${bookmark}`)).status).toBe(
        200,
      );
      expect(
        (await get(`portfolio/transaction?accountid=${ISA}&page_size=2&page_bookmark=${encodeURIComponent(bookmark)}`))
          .status,
      ).toBe(400);
      expect(
        (await get(`portfolio/transaction?accountid=${ISA}&page_size=2&page_bookmark=${bookmark.replace(/=/g, '%3D')}`))
          .status,
      ).toBe(400);
    });

    it('takes accountid as a numbered list (or one plain id); a comma-joined list is 400 and a name it does not know is ignored', async () => {
      const both = await body(`portfolio/transaction?accountid.0=${ISA}&accountid.1=${JUNIOR_ISA}&page_size=1000`);
      expect(new Set(both.map((t: any) => t.accountid))).toEqual(new Set([ISA, JUNIOR_ISA]));
      expect((await get(`portfolio/transaction?accountid=${ISA},${JUNIOR_ISA}`)).status).toBe(400);
      expect((await get(`portfolio/transaction?accountid=${ISA}&accountid=${JUNIOR_ISA}`)).status).toBe(400);
      // accountids is not a parameter of portfolio/transaction: without a selection it is the 400 for none.
      expect((await get(`portfolio/transaction?accountids.0=${ISA}`)).body.api_message).toMatch(
        /accountid, portfolioid or entityid is required/,
      );
    });

    it('sorts oldest first with sort type 2 (the inception lookup) and refuses other sorts and bad bookmarks', async () => {
      const [first] = await body(
        `portfolio/transaction?accountid=${ISA}&sort_type=2&page_size=1&start_date=1901-01-01`,
      );
      expect(first.trade_date._val).toBe((await body(`portfolio/account/${ISA}`)).inception_date._val);
      expect((await get(`portfolio/transaction?accountid=${ISA}&sort_type=3`)).status).toBe(400);
      expect((await get(`portfolio/transaction?accountid=${ISA}&page_bookmark=nonsense`)).status).toBe(400);
      const wellFormedNonsense = Buffer.from(JSON.stringify(['x', 1])).toString('base64url');
      expect((await get(`portfolio/transaction?accountid=${ISA}&page_bookmark=${wellFormedNonsense}`)).status).toBe(
        400,
      );
      expect((await get(`portfolio/transaction?accountid=${ISA}&page_size=5000`)).status).toBe(400);
    });

    it('filters by dates, default page size 200, the same rows per account path', async () => {
      const to = sb.state.portfolios.asOf;
      const from = addYears(to, -1);
      const rows = await body(`portfolio/transaction?accountid=${ISA}&start_date=${from}&stop_date=${to}`);
      expect(rows.length).toBeLessThanOrEqual(200);
      for (const t of rows) expect(t.trade_date._val >= from && t.trade_date._val <= to).toBe(true);
      expect(await body(`portfolio/account/${ISA}/transaction?start_date=${from}`)).toEqual(
        await body(`portfolio/transaction?accountid=${ISA}&start_date=${from}`),
      );
    });

    it('keeps only the types asked for (a numbered list), the same rows as filtering afterwards; a comma-joined or repeated list is 400', async () => {
      const all = await body(`portfolio/transaction?accountid=${ISA}&page_size=1000&sort_type=2`);
      const external = ['contribution', 'withdrawal', 'transfer_in', 'transfer_out'];
      const wanted = all.filter((t: any) => external.includes(t.transaction_type));
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.length).toBeLessThan(all.length);
      expect(
        await body(
          `portfolio/transaction?accountid=${ISA}&page_size=1000&sort_type=2&${external.map((t, i) => `transaction_type.${i}=${t}`).join('&')}`,
        ),
      ).toEqual(wanted);
      expect((await get(`portfolio/transaction?accountid=${ISA}&transaction_type=${external.join(',')}`)).status).toBe(
        400,
      );
      expect(
        (await get(`portfolio/transaction?accountid=${ISA}&transaction_type=buy&transaction_type=sell`)).status,
      ).toBe(400);
      const buys = await body(
        `portfolio/transaction?accountid=${ISA}&page_size=1000&sort_type=2&transaction_type.0=buy&transaction_type.1=sell`,
      );
      expect(buys.map((t: any) => t.transaction_id)).toEqual(
        all
          .filter((t: any) => t.transaction_type === 'buy' || t.transaction_type === 'sell')
          .map((t: any) => t.transaction_id),
      );
    });

    it('describes income with its fee and tax, and no units or price', async () => {
      const rows = await body(
        `portfolio/transaction?accountid=${caseAccount(DEMO_CASES.foreignBoughtFarFromToday)}&page_size=500`,
      );
      const income = rows.find((t: any) => t.type === 'income');
      expect(income).toMatchObject({ transaction_type_desc: 'Income', volume: null, price_per_unit: null });
      expect(Number(income.net_amount._val.value._val)).toBeCloseTo(
        Number(income.gross_amount._val.value._val) -
          Number(income.fee._val.value._val) -
          Number(income.tax._val.value._val),
        2,
      );
      expect(Number(income.tax._val.value._val)).toBeGreaterThan(0);
      const buy = rows.find((t: any) => t.transaction_type === 'buy');
      expect(buy.price_per_unit._val.value._val).toMatch(/^\d+\.\d{4}$/);
    });
  });

  describe('profit analysis', () => {
    it('answers per grouping, with twrr and irr optional and typed values', async () => {
      const rows = await body(`portfolio/profit_analysis/detail?portfolioid=${JOINT}&grouping=portfolio,account`);
      expect(rows.map((r: any) => r.key)).toEqual([`portfolio:${JOINT}`, 'account:10001301', 'account:10001302']);
      expect(rows[2]).toMatchObject({
        native_currency: 'USD',
        base_currency: 'GBP',
        market_value_to: { _type: 'Currency', _val: { code: 'GBP' } },
      });
      const noTwrr = await body(`portfolio/profit_analysis/detail?portfolioid=${JOINT}&include_twrr=0&include_irr=0`);
      expect(noTwrr[0]).toMatchObject({ twrr_period: null, irr_period: null });
    });

    it('measures before fees with fees_and_taxes 0, refuses modes outside 0–5 and reversed ranges', async () => {
      const after = (await body(`portfolio/profit_analysis/detail?accountid=${ISA}&fees_and_taxes=1`))[0]
        .twrr_cumulative;
      const before = (await body(`portfolio/profit_analysis/detail?accountid=${ISA}&fees_and_taxes=0`))[0]
        .twrr_cumulative;
      expect(before).toBeGreaterThan(after);
      expect((await get(`portfolio/profit_analysis/detail?accountid=${ISA}&fees_and_taxes=9`)).status).toBe(400);
      expect(
        (await get(`portfolio/profit_analysis/detail?accountid=${ISA}&start_date=2025-01-02&end_date=2024-01-01`))
          .status,
      ).toBe(400);
      expect((await get(`portfolio/profit_analysis/detail?accountid=${ISA}&grouping=nonsense`)).status).toBe(400);
      const offshore = await body(
        `portfolio/profit_analysis/detail?entityid=${AMELIA}&account_group_code=OFF&grouping=account`,
      );
      expect(offshore.map((r: any) => r.accountid)).toEqual([caseAccount(DEMO_CASES.blocked)]);
      expect((await get(`portfolio/profit_analysis/detail?accountid=${ISA}&report_currency=JPY`)).body.error_code).toBe(
        'conversion_rate_unavailable',
      );
    });

    it('annualises from one year (GIPS) and marks an account without transactions as no data', async () => {
      const to = sb.state.portfolios.asOf;
      const [short] = await body(`portfolio/profit_analysis/detail?accountid=${ISA}&start_date=${addDays(to, -90)}`);
      expect(short.twrr_annualised).toBe(false);
      expect(short.twrr_period).toBe(short.twrr_cumulative);
      const [long] = await body(`portfolio/profit_analysis/detail?accountid=${ISA}&start_date=${addYears(to, -3)}`);
      expect(long.twrr_annualised).toBe(true);
      const [none] = await body(`portfolio/profit_analysis/detail?accountid=${caseAccount(DEMO_CASES.noTransactions)}`);
      expect(none).toMatchObject({ no_data: true, twrr_period: null, irr_period: null });
    });

    it('samples the TWRR series at the chart frequency, ending on the end date', async () => {
      const res = await body(`portfolio/profit_analysis/time_series_twrr?accountid=${ISA}`);
      expect(res.frequency).toBe('monthly');
      const dates = res.series[0].dateValues.map((d: any) => d.date._val);
      expect(dates.at(-1)).toBe(sb.state.portfolios.asOf);
      const [detail] = await body(`portfolio/profit_analysis/detail?accountid=${ISA}`);
      expect(res.series[0].dateValues.at(-1).twrr).toBeCloseTo(detail.twrr_cumulative, 12);
      const weekly = await body(`portfolio/profit_analysis/time_series_twrr?accountid=${ISA}&frequency=weekly`);
      expect(weekly.series[0].dateValues.length).toBeGreaterThan(50);
      expect((await get(`portfolio/profit_analysis/time_series_twrr?accountid=${ISA}&frequency=hourly`)).status).toBe(
        400,
      );
    });
  });

  describe('account groups', () => {
    it("lists amelia's groups and serves members, positions, transactions and returns per group", async () => {
      const groups = await body(`portfolio/group/account?entityid=${AMELIA}`);
      expect(groups.map((g: any) => g.code)).toEqual(['ISA', 'GIA', 'OFF', 'PEN', 'TRU']);
      const members = await body(`portfolio/group/account/code/ISA/member?entityid=${AMELIA}`);
      expect(members.map((a: any) => a.accountid)).toEqual(groups[0].accountids);
      expect((await body(`portfolio/group/account/code/ISA/position?entityid=${AMELIA}`)).length).toBeGreaterThan(3);
      expect((await body(`portfolio/group/account/code/ISA/transaction?entityid=${AMELIA}&page_size=10`)).length).toBe(
        10,
      );
      const [row] = await body(`portfolio/group/account/code/ISA/profit_analysis/detail?entityid=${AMELIA}`);
      expect(row).toMatchObject({ key: 'group:ISA', grouping: 'group', group_code: 'ISA' });
      const historic = await body(
        `portfolio/group/account/code/ISA/profit_analysis/historic_time_series_twrr?entityid=${AMELIA}`,
      );
      expect(historic.periods.at(-1).twrr_cumulative).toBeCloseTo(row.twrr_cumulative, 10);
    });

    it('answers 404 for the transactions of a group holding a blocked account (the caller falls back), and for unknown groups', async () => {
      expect((await get(`portfolio/group/account/code/OFF/transaction?entityid=${AMELIA}`)).status).toBe(404);
      expect((await get(`portfolio/group/account/code/NOPE/member?entityid=${AMELIA}`)).status).toBe(404);
      expect((await get(`portfolio/group/account/code/ISA/member?entityid=${AMELIA}`, 'adviser2')).status).toBe(403);
    });
  });

  describe('market data', () => {
    it('lists benchmarks and serves their levels and returns over a range', async () => {
      const list = await body('portfolio/benchmark');
      expect(list.length).toBeGreaterThanOrEqual(3);
      const to = sb.state.portfolios.asOf;
      const [one] = await body(
        `portfolio/benchmark?benchmarkid=${list[0].benchmark_id}&start_date=${addYears(to, -1)}&end_date=${to}`,
      );
      expect(one.dateValues.length).toBe(13);
      expect(one.dateValues.at(-1).date._val).toBe(to);
    });

    it('serves FX rates for a pair, crossing through sterling; 404 for a pair without rates', async () => {
      const market = sb.state.portfolios.market;
      const fx = await body('portfolio/security/GBPUSD/FX');
      expect(fx.last_price).toBeCloseTo(1 / market.sterlingPer('USD', market.asOf)!, 5);
      expect(fx.prev_close_date._val < fx.price_date._val).toBe(true);
      const cross = await body('portfolio/security/EURUSD/FX');
      expect(cross.last_price).toBeCloseTo(
        market.sterlingPer('EUR', market.asOf)! / market.sterlingPer('USD', market.asOf)!,
        5,
      );
      expect((await body('portfolio/security/GBPGBP/FX')).last_price).toBe(1);
      expect((await get('portfolio/security/GBPXYZ/FX')).status).toBe(404);
      const history = await body(`portfolio/security/GBPEUR/FX?start_date=${addDays(market.asOf, -9)}`);
      expect(history.history).toHaveLength(10);
    });

    it("serves target sets, their security weights and an account's target link", async () => {
      const [link] = await body(`portfolio/account/${ISA}/targetlink`);
      expect(link).toMatchObject({ accountid: ISA, targetset_id: expect.any(Number) });
      expect(await body(`portfolio/targetset?accountid=${ISA}`)).toEqual([
        expect.objectContaining({ targetset_id: link.targetset_id }),
      ]);
      const securities = await body(`portfolio/targetset/${link.targetset_id}/allocation/security`);
      expect(securities.reduce((s: number, x: any) => s + x.weight, 0)).toBe(100);
      expect((await get('portfolio/targetset/1/allocation/security')).status).toBe(404);
      expect(await body(`portfolio/account/${caseAccount(DEMO_CASES.noTransactions)}/targetlink`)).toEqual([]);
    });
  });

  describe('payment details, visibility links and totals', () => {
    it('gives lena BPAY and bank details on her AUD account', async () => {
      const rows = await body(`entity/client/${LENA}/bank`, 'lena');
      expect(rows).toEqual([
        {
          accountid: expect.any(Number),
          bpays: [{ id: 1, biller_code: '254078', reference: '4000123457' }],
          bank_accounts: [
            {
              id: 1,
              bank: 'Commonwealth Bank of Australia',
              account_name: 'Walsh Super Fund Contributions',
              bsb: '062-000',
              account_number: '10456789',
            },
          ],
        },
      ]);
      expect((await body(`portfolio/account/${rows[0].accountid}`, 'lena')).plan_currency).toBe('AUD');
      expect(await body(`entity/client/${LENA}/bank?accountid=1`, 'lena')).toEqual([]);
      expect((await get(`entity/client/${LENA}/bank`, 'amelia')).status).toBe(403);
    });

    it("lists amelia's explicitly linked account, by account or by group", async () => {
      expect(await body(`entity/client-v4/${AMELIA}/account_user_visibility_link`)).toEqual([
        {
          accountid: JUNIOR_ISA,
          portfolioid: 100142,
          owner_entityid: OLIVER,
          entityid: AMELIA,
          visibility: 'explicit_link',
          group_code: 'ISA',
          group_name: 'ISAs',
        },
      ]);
      expect(await body(`entity/client-v4/${AMELIA}/account_user_visibility_link?account_group_only=1`)).toEqual([
        { group_code: 'ISA', group_name: 'ISAs', accountids: [JUNIOR_ISA] },
      ]);
      expect(await body(`entity/client-v4/${BEN}/account_user_visibility_link`, 'ben')).toEqual([]);
    });

    it("totals an amount over the client's accounts, with filters", async () => {
      const all = await body(`entity/client-v4/${AMELIA}/total_amount?list_name=account&amount_field=value`);
      const accounts = await body(`entity/client/${AMELIA}/portfolio`).then(async (ps) =>
        (await Promise.all(ps.map((p: any) => body(`portfolio/portfolio/${p.portfolioid}/account`)))).flat(),
      );
      expect(all.count).toBe(accounts.length);
      const sum = accounts.reduce((s: number, a: any) => s + Number(a.value._val.value._val), 0);
      expect(Math.abs(Number(all.total._val.value._val) - sum)).toBeLessThanOrEqual(0.01 * accounts.length);
      const notManaged = await body(
        `entity/client-v4/${AMELIA}/total_amount?list_name=account&amount_field=value&service_type=Not%20managed`,
      );
      expect(notManaged.count).toBe(1);
      expect((await get(`entity/client-v4/${AMELIA}/total_amount?list_name=holding`)).status).toBe(400);
    });
  });

  it('answers feature access, toggles and a platform version of at least 23.5.269', async () => {
    expect(await body('session/feature_access?feature_names=multi_currency')).toEqual({ multi_currency: true });
    expect(await body('feature_toggle/toggle_condition?key=portfolio_account_visibility')).toEqual({
      key: 'portfolio_account_visibility',
      enabled: true,
    });
    expect(await body('feature_toggle/toggle_condition?key=client_analysis')).toEqual({
      key: 'client_analysis',
      enabled: true,
    });
    const [major, minor, patch] = (await body('site')).version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(23 * 1e6 + 5 * 1e3 + 269);
  });

  it("serves positions and transactions through the batch endpoint with the caller's rights", async () => {
    const res = await call(sb, 'POST', '?goal=positions', {
      token: tokens.amelia,
      body: {
        batch: [
          {
            name: 'positions',
            method: 'GET',
            url: '/resourceful/portfolio/position',
            body: { accountid: ISA, fields: ['security_id'] },
          },
          {
            name: 'transactions',
            method: 'GET',
            url: '/resourceful/portfolio/transaction',
            body: { accountid: ISA, page_size: 3 },
          },
          { name: 'fx', method: 'GET', url: '/resourceful/portfolio/security/GBPEUR/FX' },
          { name: 'refused', method: 'GET', url: `/resourceful/portfolio/account/${CHILD_TRUST_FUND}` },
        ],
      },
    });
    expect(res.body.map((r: any) => [r.name, r.code])).toEqual([
      ['positions', 200],
      ['transactions', 200],
      ['fx', 200],
      ['refused', 403],
    ]);
    expect(Object.keys(JSON.parse(res.body[0].body)[0])).toEqual(['security_id']);
    expect(JSON.parse(res.body[1].body)).toHaveLength(3);
  });
});
