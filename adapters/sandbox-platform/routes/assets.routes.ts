import { textOrEmpty } from '../../../domain/shared/text';
import {
  addDecimals,
  decimal,
  divideDecimals,
  multiplyDecimals,
  roundDecimal,
  ZERO,
  type Decimal,
} from '../../../domain/money/decimal';
import { first } from '../../../domain/shared/present';
import { ASSET_LISTS, type AssetListName } from '../data/assets/asset-records';
import { notFound, validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { booleanValue, queryList } from '../http/query';
import { signedIn, type Route } from '../http/route';
import { currencyValue, dateValue, pickFields, requestedFields } from '../http/wire';
import { readableClient } from '../rights/client-rights';
import { assetRowView, toReportWith, valueOf } from '../views/asset.view';
import { assetPage, assetReportCurrency, reportConversion, reportRate } from './asset-query';
import { withConversion } from './portfolio-query';

/**
 * A client's assets (spec 2 §3, §7): entity/client/{id}/asset (investments), fund_za (pensions),
 * annuity and liability, 50 rows a page; the owners of one row by its index; and the rapid total of
 * a list (total_amount with list_name asset, fund_za, annuity or liability). The rights are those of
 * the client record: the client, their partner with view_partner, their adviser.
 */

const id = (ctx: SignedInContext): number => Number(ctx.params.id);

function assetList(list: AssetListName) {
  return (ctx: SignedInContext): Reply => {
    const client = readableClient(ctx, id(ctx));
    const { size, skip } = assetPage(ctx);
    const currency = assetReportCurrency(ctx, client);
    const toReport = reportConversion(ctx, currency);
    const underAdvice = ctx.state.settings.underAdviceField;
    const fields = requestedFields(ctx.query);
    const rows = ctx.state.assets.list(client.entityId, list).slice(skip, skip + size);
    return ok(rows.map((r) => pickFields(assetRowView(r, currency, toReport, underAdvice), fields, ['index'])));
  };
}

/** The owners of row {index} of the client's list, each with their share (percent_owned, 0 to 100). */
function assetOwners(list: AssetListName) {
  return (ctx: SignedInContext): Reply => {
    const client = readableClient(ctx, id(ctx));
    const index = Number(ctx.params.index);
    const row = Number.isSafeInteger(index)
      ? ctx.state.assets.list(client.entityId, list).find((r) => r.index === index)
      : undefined;
    if (!row) throw notFound(`${list} ${ctx.params.index} of client ${client.entityId}`);
    return ok(
      row.asset.owners.map((o) => {
        const owner = ctx.state.index.client(o.entityId);
        return {
          owner_id: o.entityId,
          owner_first_name: owner?.firstName ?? '',
          owner_last_name: owner?.lastName ?? '',
          owner_name: owner?.entityName ?? '',
          percent_owned: o.percent,
        };
      }),
    );
  };
}

const AMOUNT_FIELD: Readonly<Record<AssetListName, readonly string[]>> = {
  asset: ['market_value', 'amount'],
  fund_za: ['fund_value'],
  annuity: ['current_value'],
  liability: ['amount'],
};

/** The filters a total accepts per list (exact matches, repeatable; '' matches an empty status). */
const FILTERS: Readonly<Record<AssetListName, readonly string[]>> = {
  asset: ['status', 'type', 'nbr_under_advice'],
  fund_za: ['policy_status', 'type', 'is_sipp_wrapper', 'nbr_under_advice'],
  annuity: ['policy_status', 'type', 'nbr_under_advice'],
  liability: ['status', 'type', 'nbr_under_advice'],
};

export const isAssetList = (name: string | null): name is AssetListName =>
  (ASSET_LISTS as readonly (string | null)[]).includes(name);

/** A row's value as a filter compares it: a boolean as the 1 or 0 a query string carries. */
const asFilterText = (v: unknown): string => (typeof v === 'boolean' ? (v ? '1' : '0') : textOrEmpty(v));
/** Filters on boolean fields: their values are 1 or 0 (anything else 400). */
const BOOLEAN_FILTERS: readonly string[] = ['is_sipp_wrapper', 'nbr_under_advice'];

/**
 * total_amount for an asset list: the client's owned share (value × percent_owned / 100) of every row
 * matching the filters with a share above 0, in the report currency at the as-of day's rate, each
 * row's share rounded once to the penny and the pennies added (so the total is the sum of the owned
 * values a table of the rows shows); count is the number of those rows.
 */
export function assetTotal(ctx: SignedInContext, list: AssetListName): Reply {
  const client = readableClient(ctx, id(ctx));
  // Without amount_field, the list's first amount field.
  const field = ctx.query.get('amount_field') ?? first(AMOUNT_FIELD[list]);
  if (!AMOUNT_FIELD[list].includes(field))
    throw validation(`amount_field must be one of ${AMOUNT_FIELD[list].join(', ')}`);
  const underAdvice = ctx.state.settings.underAdviceField;
  const wanted: [string, string[]][] = [];
  for (const name of FILTERS[list]) {
    const values = queryList(ctx.query, name);
    if (!values.length) continue;
    if (name === 'nbr_under_advice' && !underAdvice) throw validation(`Invalid field name: ${name}`);
    if (BOOLEAN_FILTERS.includes(name)) values.forEach((v) => booleanValue(name, v));
    wanted.push([name, values]);
  }
  const currency = assetReportCurrency(ctx, client);
  const rate = reportRate(ctx, currency);
  const toReport = toReportWith(rate);
  const hundred = decimal(100);
  let total: Decimal = ZERO;
  let count = 0;
  for (const row of ctx.state.assets.list(client.entityId, list)) {
    if (row.percentOwned <= 0) continue;
    const view = assetRowView(row, currency, toReport, underAdvice);
    if (!wanted.every(([name, values]) => values.includes(asFilterText(view[name])))) continue;
    const value = valueOf(row.asset);
    const owned = multiplyDecimals(
      multiplyDecimals(decimal(value.value), rate(value.currency)),
      divideDecimals(decimal(row.percentOwned), hundred, 6),
    );
    total = addDecimals(total, roundDecimal(owned));
    count++;
  }
  return ok({
    list_name: list,
    amount_field: field,
    total: currencyValue(total, currency),
    count,
    date: dateValue(ctx.state.assets.asOf),
  });
}

export const assetRoutes: Route[] = ASSET_LISTS.flatMap((list) => [
  signedIn('GET', `entity/client/:id/${list}`, withConversion(assetList(list))),
  signedIn('GET', `entity/client/:id/${list}/:index/owner`, assetOwners(list)),
]);
