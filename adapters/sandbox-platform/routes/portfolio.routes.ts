import { addDecimals, ZERO, type Decimal } from '../../../domain/money/decimal';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import { accountPositions, totalsOf, type PositionFigures } from '../compute/valuation';
import { selectionInception } from '../compute/selection-performance';
import { notFound, validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { booleanValue, queryList } from '../http/query';
import { signedIn, type Route } from '../http/route';
import { currencyValue, dateValue, pickFields, queryDate, queryIds, requestedFields } from '../http/wire';
import { readableClient } from '../rights/client-rights';
import {
  readableAccount,
  readableClientPortfolios,
  readablePortfolio,
  type VisiblePortfolio,
} from '../rights/portfolio-rights';
import { accountView, portfolioView, positionView } from '../views/portfolio.view';
import { flag, pricingType, reportCurrency, selectedAccounts, withConversion } from './portfolio-query';
import { transactionPage } from './portfolio-transactions';
import { assetTotal, isAssetList } from './assets.routes';
import { RAPID_TOTALS_SINCE, sinceVersion } from './platform-version';

/** Portfolios, accounts, positions, transactions and payment details (spec 2 §7 "Entities", "Portfolio"). */

const id = (ctx: SignedInContext): number => Number(ctx.params.id);
const asOf = (ctx: SignedInContext): string => ctx.state.portfolios.asOf;

function ownerName(ctx: SignedInContext, entityId: number): string {
  return ctx.state.index.client(entityId)?.entityName ?? '';
}

function clientPortfolios(ctx: SignedInContext): Reply {
  const fields = requestedFields(ctx.query);
  return ok(
    readableClientPortfolios(ctx, id(ctx)).map((v) =>
      pickFields(portfolioView(v.portfolio, v.reason, ownerName(ctx, v.portfolio.ownerEntityId)), fields),
    ),
  );
}

function accountRows(ctx: SignedInContext, accounts: readonly AccountRecord[]) {
  const store = ctx.state.portfolios;
  const date = queryDate(ctx.query, 'date', asOf(ctx));
  const currency = reportCurrency(ctx, accounts);
  const pricing = pricingType(ctx);
  const fields = requestedFields(ctx.query);
  return accounts.map((a) => {
    const p = store.portfolio(a.portfolioId)!.portfolio;
    const positions = accountPositions(store, a, date, currency, pricing);
    return pickFields(accountView(a, p, positions, selectionInception(store, [a]), currency, date), fields);
  });
}

function portfolioAccounts(ctx: SignedInContext): Reply {
  return ok(accountRows(ctx, readablePortfolio(ctx, id(ctx)).accounts));
}

function portfolioRecord(ctx: SignedInContext): Reply {
  const { portfolio, accounts } = readablePortfolio(ctx, id(ctx));
  const owner = ownerName(ctx, portfolio.ownerEntityId);
  const viewer = ctx.user.role === 'ClientUser' ? ctx.user.entityId : portfolio.ownerEntityId;
  const visible = readableClientPortfolioReason(ctx, viewer, portfolio.portfolioId);
  return ok(
    pickFields(
      { ...portfolioView(portfolio, visible ?? 'single_owner', owner), accountids: accounts.map((a) => a.accountId) },
      requestedFields(ctx.query),
    ),
  );
}

function readableClientPortfolioReason(
  ctx: SignedInContext,
  entityId: number,
  portfolioId: number,
): VisiblePortfolio['reason'] | undefined {
  try {
    return readableClientPortfolios(ctx, entityId).find((v) => v.portfolio.portfolioId === portfolioId)?.reason;
  } catch {
    return undefined;
  }
}

function oneAccount(ctx: SignedInContext): Reply {
  return ok(accountRows(ctx, [readableAccount(ctx, id(ctx)).account])[0]);
}

function accountList(ctx: SignedInContext): Reply {
  const ids = queryIds(ctx.query, 'accountids', 'accountid');
  if (!ids.length) throw validation('accountids is required');
  return ok(
    accountRows(
      ctx,
      ids.map((a) => readableAccount(ctx, a).account),
    ),
  );
}

/** Positions of the accounts; aggregation 'security' adds up a security across the accounts. */
export function positionRows(ctx: SignedInContext, accounts: readonly AccountRecord[]) {
  const store = ctx.state.portfolios;
  const date = queryDate(ctx.query, 'date', asOf(ctx));
  const currency = reportCurrency(ctx, accounts);
  const pricing = pricingType(ctx);
  const aggregation = ctx.query.get('aggregation') ?? 'account';
  if (aggregation !== 'account' && aggregation !== 'security')
    throw validation('aggregation must be account or security');
  let positions: PositionFigures[] = accounts.flatMap((a) => accountPositions(store, a, date, currency, pricing));
  if (aggregation === 'security') positions = aggregateBySecurity(positions);
  const total = totalsOf(positions).value;
  const fields = requestedFields(ctx.query);
  return positions.map((p, i) => pickFields(positionView(p, total, i + 1), fields));
}

function aggregateBySecurity(positions: PositionFigures[]): PositionFigures[] {
  const by = new Map<string, PositionFigures>();
  const add = (a: Decimal, b: Decimal): Decimal => addDecimals(a, b);
  for (const p of positions) {
    const key = `${p.securityId ?? `cash-${p.planCurrency}`}`;
    const prev = by.get(key);
    if (!prev) {
      by.set(key, { ...p });
      continue;
    }
    by.set(key, {
      ...prev,
      units: add(prev.units, p.units),
      nativeValue: add(prev.nativeValue, p.nativeValue),
      planValue: add(prev.planValue, p.planValue),
      value: add(prev.value, p.value),
      nativeCost: add(prev.nativeCost, p.nativeCost),
      planCost: add(prev.planCost, p.planCost),
      cost: add(prev.cost, p.cost),
    });
  }
  return [...by.values()];
}

function positions(ctx: SignedInContext): Reply {
  return ok(positionRows(ctx, selectedAccounts(ctx)));
}

function transactions(ctx: SignedInContext): Reply {
  return ok(transactionPage(ctx, selectedAccounts(ctx)));
}

function accountTransactions(ctx: SignedInContext): Reply {
  return ok(transactionPage(ctx, [readableAccount(ctx, id(ctx)).account]));
}

/** entity/client/{id}/bank: payment details of the accounts the client sees (accountid narrows it). */
function paymentInformation(ctx: SignedInContext): Reply {
  readableClient(ctx, id(ctx));
  const wanted = new Set(queryIds(ctx.query, 'accountid'));
  const dataset = ctx.state.portfolios.datasetOf(id(ctx));
  const accounts = readableClientPortfolios(ctx, id(ctx))
    .flatMap((v) => v.accounts)
    .filter((a) => !wanted.size || wanted.has(a.accountId));
  const rows = accounts
    .map((a) => ({
      accountid: a.accountId,
      bpays: (dataset?.bpays ?? [])
        .filter((b) => b.accountId === a.accountId)
        .map((b) => ({ id: b.id, biller_code: b.billerCode, reference: b.reference })),
      bank_accounts: (dataset?.bankAccounts ?? [])
        .filter((b) => b.accountId === a.accountId)
        .map((b) => ({
          id: b.id,
          bank: b.bank,
          account_name: b.accountName,
          bsb: b.bsb,
          account_number: b.accountNumber,
        })),
    }))
    .filter((r) => r.bpays.length || r.bank_accounts.length);
  return ok(rows);
}

/** Accounts given to the client by an explicit link; account_group_only=1 groups them by account group. */
function visibilityLinks(ctx: SignedInContext): Reply {
  const linked = readableClientPortfolios(ctx, id(ctx)).filter((v) => v.reason === 'explicit_link');
  const rows = linked.flatMap((v) =>
    v.accounts.map((a) => ({
      accountid: a.accountId,
      portfolioid: a.portfolioId,
      owner_entityid: v.portfolio.ownerEntityId,
      entityid: id(ctx),
      visibility: 'explicit_link',
      group_code: a.groupCode,
      group_name: a.groupName,
    })),
  );
  if (!flag(ctx, 'account_group_only', false)) return ok(rows);
  const groups = new Map<string, { group_code: string; group_name: string; accountids: number[] }>();
  for (const r of rows) {
    const g = groups.get(r.group_code) ?? { group_code: r.group_code, group_name: r.group_name, accountids: [] };
    g.accountids.push(r.accountid);
    groups.set(r.group_code, g);
  }
  return ok([...groups.values()]);
}

const TOTAL_FIELDS = ['value', 'plan_currency_value', 'unrealised_gain'] as const;
const FILTER_FIELDS: Record<string, (a: AccountRecord) => string> = {
  service_type: (a) => a.serviceType,
  plan_currency: (a) => a.planCurrency,
  group_code: (a) => a.groupCode,
  portfolioid: (a) => String(a.portfolioId),
  tax_structure: (a) => a.taxStructure,
  blocked: (a) => String(a.blocked),
};

/**
 * entity/client-v4/{id}/total_amount?list_name=account&amount_field=value&{filter}={value}: a rapid total
 * (an asset list's is assetTotal's); 404 on a platform older than 23.5.269.
 */
function totalAmount(ctx: SignedInContext): Reply {
  const listName = ctx.query.get('list_name');
  if (isAssetList(listName)) return assetTotal(ctx, listName);
  if (listName !== 'account') throw validation('list_name must be account, asset, fund_za, annuity or liability');
  const field = ctx.query.get('amount_field') ?? 'value';
  if (!(TOTAL_FIELDS as readonly string[]).includes(field))
    throw validation(`amount_field must be one of ${TOTAL_FIELDS.join(', ')}`);
  let accounts = readableClientPortfolios(ctx, id(ctx)).flatMap((v) => v.accounts);
  for (const [name, get] of Object.entries(FILTER_FIELDS)) {
    const wanted = queryList(ctx.query, name).map((v) => (name === 'blocked' ? String(booleanValue(name, v)) : v));
    if (wanted.length) accounts = accounts.filter((a) => wanted.includes(get(a)));
  }
  const currency = reportCurrency(ctx, accounts);
  const date = queryDate(ctx.query, 'date', asOf(ctx));
  const store = ctx.state.portfolios;
  let total: Decimal = ZERO;
  const planCurrencies = new Set(accounts.map((a) => a.planCurrency));
  if (field === 'plan_currency_value' && planCurrencies.size > 1)
    throw validation('plan_currency_value totals need accounts of one plan currency (filter by plan_currency)');
  for (const a of accounts) {
    const t = totalsOf(accountPositions(store, a, date, currency, pricingType(ctx)));
    total = addDecimals(
      total,
      field === 'value' ? t.value : field === 'unrealised_gain' ? t.unrealisedGain : t.planValue,
    );
  }
  const code = field === 'plan_currency_value' ? ([...planCurrencies][0] ?? currency) : currency;
  return ok({
    list_name: listName,
    amount_field: field,
    total: currencyValue(total, code),
    count: accounts.length,
    date: dateValue(date),
  });
}

export function groupAccounts(ctx: SignedInContext): AccountRecord[] {
  const entity = queryIds(ctx.query, 'entityid')[0] ?? (ctx.user.role === 'ClientUser' ? ctx.user.entityId : undefined);
  if (entity === undefined) throw validation('entityid is required');
  const accounts = readableClientPortfolios(ctx, entity)
    .flatMap((v) => v.accounts)
    .filter((a) => a.groupCode === ctx.params.code);
  if (!accounts.length) throw notFound(`account group ${ctx.params.code}`);
  return accounts;
}

/** portfolio/group/account: the account groups of the client's accounts (code and name filter). */
function accountGroups(ctx: SignedInContext): Reply {
  const entity = queryIds(ctx.query, 'entityid')[0] ?? (ctx.user.role === 'ClientUser' ? ctx.user.entityId : undefined);
  if (entity === undefined) throw validation('entityid is required');
  const client = readableClient(ctx, entity);
  const accounts = readableClientPortfolios(ctx, entity).flatMap((v) => v.accounts);
  const code = ctx.query.get('code');
  const name = ctx.query.get('name');
  const groups = new Map<string, { code: string; name: string; report_currency: string; accountids: number[] }>();
  for (const a of accounts) {
    if ((code && a.groupCode !== code) || (name && a.groupName !== name)) continue;
    const g = groups.get(a.groupCode) ?? {
      code: a.groupCode,
      name: a.groupName,
      report_currency: client.preferredCurrency,
      accountids: [],
    };
    g.accountids.push(a.accountId);
    groups.set(a.groupCode, g);
  }
  return ok([...groups.values()]);
}

/** A group holding a blocked account cannot list its transactions at group level: 404, the caller falls back. */
function groupTransactions(ctx: SignedInContext): Reply {
  const accounts = groupAccounts(ctx);
  if (accounts.some((a) => a.blocked)) throw notFound(`transactions of account group ${ctx.params.code}`);
  return ok(transactionPage(ctx, accounts));
}

export const portfolioRoutes: Route[] = [
  signedIn('GET', 'entity/client/:id/portfolio', clientPortfolios),
  signedIn('GET', 'entity/client/:id/bank', paymentInformation),
  signedIn('GET', 'entity/client-v4/:id/account_user_visibility_link', visibilityLinks),
  signedIn('GET', 'entity/client-v4/:id/total_amount', sinceVersion(RAPID_TOTALS_SINCE, withConversion(totalAmount))),
  signedIn('GET', 'portfolio/portfolio/:id', portfolioRecord),
  signedIn('GET', 'portfolio/portfolio/:id/account', withConversion(portfolioAccounts)),
  signedIn('GET', 'portfolio/account', withConversion(accountList)),
  signedIn('GET', 'portfolio/account/:id', withConversion(oneAccount)),
  signedIn('GET', 'portfolio/account/:id/transaction', accountTransactions),
  signedIn('GET', 'portfolio/transaction', transactions),
  signedIn('GET', 'portfolio/position', withConversion(positions)),
  signedIn('GET', 'portfolio/group/account', accountGroups),
  signedIn(
    'GET',
    'portfolio/group/account/code/:code/member',
    withConversion((ctx) => ok(accountRows(ctx, groupAccounts(ctx)))),
  ),
  signedIn(
    'GET',
    'portfolio/group/account/code/:code/position',
    withConversion((ctx) => ok(positionRows(ctx, groupAccounts(ctx)))),
  ),
  signedIn('GET', 'portfolio/group/account/code/:code/transaction', groupTransactions),
];
