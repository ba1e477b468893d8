import { ClientAccessLevel } from '../../../../domain/access/access-level';
import { itemAt } from '../../../../domain/shared/present';
import { intBetween, pick, recordRng } from '../prng';
import type { ClientRecord } from '../records';
import { accountRecord, type AccountKindName } from './account-kinds';
import { hartleyHousehold } from './hartley-household';
import type { Market } from './market';
import {
  portfolioIdFor,
  type BankAccountRecord,
  type BpayRecord,
  type PortfolioDataset,
  type PortfolioRecord,
  type TargetLinkRecord,
  type TransactionRecord,
} from './portfolio-records';
import { securityByCode, universeFor } from './securities';
import { DENSE_ACTIVITY, REGULAR_ACTIVITY, simulateAccount, type AccountPlan } from './simulate-account';

/**
 * Portfolio data per client of access level Portfolio (and for the Hartley household as one), from
 * the seed and the market. Pure: the same (seed, market, clients) always give the same records.
 */

/** Firm-wide model portfolios (target sets): security weights in percent, adding up to 100. */
export const TARGET_SETS = [
  {
    targetSetId: 901,
    description: 'Balanced Growth model',
    securities: [
      ['VWRL', 40],
      ['VLS60', 30],
      ['VGOV', 20],
      ['CASHF', 10],
    ],
  },
  {
    targetSetId: 902,
    description: 'Cautious Income model',
    securities: [
      ['SLXX', 40],
      ['VGOV', 30],
      ['ISF', 20],
      ['CASHF', 10],
    ],
  },
  {
    targetSetId: 903,
    description: 'US Core model',
    securities: [
      ['SPY', 50],
      ['MSFT', 20],
      ['AAPL', 10],
      ['BND', 20],
    ],
  },
  {
    targetSetId: 904,
    description: 'Australian Equity model',
    securities: [
      ['VAS', 60],
      ['CBA', 20],
      ['BHP', 20],
    ],
  },
].map((t) => ({
  targetSetId: t.targetSetId,
  description: t.description,
  securities: t.securities.map(([code, weight]) => ({
    securityId: securityByCode(code as string).securityId,
    weight: weight as number,
  })),
}));

const TARGET_SET_BY_CURRENCY: Record<string, number> = { GBP: 901, USD: 903, AUD: 904 };

/** Accounts of the `scale` client per unit of SANDBOX_SCALE (210 at 100), at least 3. */
export const SCALE_ACCOUNTS_PER_SCALE = 2.1;
export const SCALE_ACCOUNTS_PER_PORTFOLIO = 30;

export interface HouseholdClients {
  amelia: ClientRecord;
  ben: ClientRecord;
  oliver: ClientRecord;
}

/** Runs the plans in order, mirroring each transfer into its receiving account, and links target sets. */
function build(
  seed: number,
  market: Market,
  entityIds: number[],
  portfolios: PortfolioRecord[],
  plans: AccountPlan[],
  transfers: { from: number; to: number }[] = [],
): PortfolioDataset {
  const transactions = new Map<number, TransactionRecord[]>();
  const targetLinks: TargetLinkRecord[] = [];
  for (const plan of plans) {
    const rows = simulateAccount(seed, market, plan);
    transactions.set(plan.account.accountId, rows);
    for (const t of transfers.filter((x) => x.from === plan.account.accountId)) {
      const receiving = plans.find((p) => p.account.accountId === t.to);
      for (const row of rows.filter((r) => r.kind === 'transfer_out' && r.counterpartAccountId === t.to)) {
        receiving?.script.push({
          date: row.tradeDate,
          kind: 'transfer_in',
          amount: Number(row.gross),
          counterpartAccountId: t.from,
          comment: 'Transfer from joint account',
        });
      }
    }
    // Every other managed account with transactions follows the model of its currency (investment instructions).
    const targetSet = TARGET_SET_BY_CURRENCY[plan.account.planCurrency];
    if (
      targetSet &&
      rows.length > 0 &&
      plan.account.serviceType !== 'Not managed' &&
      plan.account.accountId % 2 === 1
    ) {
      targetLinks.push({ accountId: plan.account.accountId, targetSetId: targetSet, linkedDate: plan.openDate });
    }
  }
  return {
    entityIds,
    portfolios,
    accounts: plans.map((p) => p.account),
    transactions,
    targetSets: TARGET_SETS,
    targetLinks,
    bpays: [],
    bankAccounts: [],
  };
}

export function generateHouseholdData(seed: number, market: Market, c: HouseholdClients): PortfolioDataset {
  const household = hartleyHousehold(market, c.amelia, c.ben, c.oliver);
  return build(
    seed,
    market,
    [c.amelia.entityId, c.ben.entityId, c.oliver.entityId],
    household.portfolios,
    household.plans,
    household.transfers,
  );
}

/** Lena: an Australian superannuation account in AUD with BPAY and bank details, and a sterling ISA. */
export function generateLenaData(seed: number, market: Market, lena: ClientRecord): PortfolioDataset {
  const p = portfolio(lena, 1, 'Lena Walsh – Australian Portfolio', 'AUD');
  const superPlan: AccountPlan = {
    account: accountRecord(p, 1, {
      kind: 'super',
      name: 'Superannuation Account',
      currency: 'AUD',
      owner: lena.entityName,
      activeDate: '2019-07-01',
    }),
    openDate: '2019-07-01',
    initialContribution: 90000,
    universe: universeFor('AUD'),
    activity: { ...REGULAR_ACTIVITY, monthlyContribution: 1200 },
    script: [],
  };
  const isaPlan: AccountPlan = {
    account: accountRecord(p, 2, {
      kind: 'isa',
      name: 'Stocks and Shares ISA',
      currency: 'GBP',
      owner: lena.entityName,
      activeDate: '2020-04-06',
    }),
    openDate: '2020-04-06',
    initialContribution: 15000,
    universe: universeFor('GBP'),
    activity: REGULAR_ACTIVITY,
    script: [],
  };
  const data = build(seed, market, [lena.entityId], [p], [superPlan, isaPlan]);
  const accountId = superPlan.account.accountId;
  const bpays: BpayRecord[] = [{ id: 1, accountId, billerCode: '254078', reference: '4000123457' }];
  const bankAccounts: BankAccountRecord[] = [
    {
      id: 1,
      accountId,
      bank: 'Commonwealth Bank of Australia',
      accountName: 'Walsh Super Fund Contributions',
      bsb: '062-000',
      accountNumber: '10456789',
    },
  ];
  return { ...data, bpays, bankAccounts };
}

/** The `scale` client: SCALE_ACCOUNTS_PER_SCALE × scale busy accounts in GBP, USD and EUR. */
export function generateScaleData(seed: number, market: Market, client: ClientRecord, scale: number): PortfolioDataset {
  const accountCount = Math.max(3, Math.ceil(SCALE_ACCOUNTS_PER_SCALE * scale));
  const portfolios: PortfolioRecord[] = [];
  const plans: AccountPlan[] = [];
  const currencies = ['GBP', 'GBP', 'USD', 'EUR'];
  const kinds: AccountKindName[] = ['isa', 'gia', 'sipp', 'offshore'];
  for (let i = 0; i < accountCount; i++) {
    const pn = Math.floor(i / SCALE_ACCOUNTS_PER_PORTFOLIO) + 1;
    let owning = portfolios[pn - 1];
    if (!owning) {
      owning = portfolio(client, pn, `Benchmark Portfolio ${pn}`);
      portfolios.push(owning);
    }
    const rng = recordRng(seed, 'scale-account', i);
    const currency = pick(rng, currencies);
    const kind = currency === 'GBP' ? pick(rng, kinds) : 'gia';
    const openDate = `2019-0${intBetween(rng, 1, 6)}-${String(intBetween(rng, 3, 28)).padStart(2, '0')}`;
    plans.push({
      account: accountRecord(owning, (i % SCALE_ACCOUNTS_PER_PORTFOLIO) + 1, {
        kind,
        name: `Account ${i + 1}`,
        currency,
        owner: client.entityName,
        activeDate: openDate,
      }),
      openDate,
      initialContribution: intBetween(rng, 20, 200) * 1000,
      universe: universeFor(currency),
      activity: DENSE_ACTIVITY,
      script: [],
    });
  }
  return build(seed, market, [client.entityId], portfolios, plans);
}

/** Any other client of access level Portfolio: one or two portfolios of two to four ordinary accounts. */
export function generateClientData(seed: number, market: Market, client: ClientRecord): PortfolioDataset {
  const rng = recordRng(seed, 'portfolio-client', client.entityId);
  const portfolios = [portfolio(client, 1, `${client.entityName} – Investments`)];
  if (rng() < 0.3) portfolios.push(portfolio(client, 2, `${client.entityName} – Pension`));
  const plans: AccountPlan[] = [];
  const count = intBetween(rng, 2, 4);
  for (let i = 0; i < count; i++) {
    const p = itemAt(portfolios, i % portfolios.length);
    const currency = rng() < 0.75 ? 'GBP' : pick(rng, ['USD', 'EUR']);
    const kind: AccountKindName =
      p.sortOrder === 2 ? 'sipp' : currency === 'GBP' ? pick(rng, ['isa', 'gia'] as const) : 'gia';
    const openDate = `${intBetween(rng, 2019, 2023)}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`;
    const name =
      kind === 'isa' ? 'Stocks and Shares ISA' : kind === 'sipp' ? 'SIPP' : `General Investment Account (${currency})`;
    plans.push({
      account: accountRecord(p, Math.floor(i / portfolios.length) + 1, {
        kind,
        name,
        currency,
        owner: client.entityName,
        activeDate: openDate,
      }),
      openDate,
      initialContribution: intBetween(rng, 5, 80) * 1000,
      universe: universeFor(currency),
      activity: REGULAR_ACTIVITY,
      script: [],
    });
  }
  return build(seed, market, [client.entityId], portfolios, plans);
}

function portfolio(
  owner: ClientRecord,
  n: number,
  name: string,
  reportCurrency: string = owner.preferredCurrency,
): PortfolioRecord {
  return {
    portfolioId: portfolioIdFor(owner.entityId, n),
    name,
    ptype: 'PT_SINGLE',
    ownerEntityId: owner.entityId,
    jointEntityIds: [],
    sharedEntityIds: [],
    reportCurrency,
    sortOrder: n,
  };
}

/** Whether a client has portfolio data: access level Portfolio (the generated level, not a later change). */
export function hasPortfolioData(client: ClientRecord): boolean {
  return client.clientAccessLevel === ClientAccessLevel.ClientPortfolio;
}
