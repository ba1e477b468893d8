import { intBetween, pick, recordRng } from '../prng';
import type { ClientRecord } from '../records';
import type { AssetPlan } from './asset-plan';
import type { AssetListName } from './asset-records';

/**
 * carla (Assets level: managed and non-managed assets, no portfolio), the `scale` client (lists longer
 * than one 50-row page: 130 investments, 51 pensions, exactly 100 liabilities) and every other client
 * of level Portfolio or Assets (a few assets of their own, drawn from the client's stream).
 */

export function carlaAssetPlans(carla: ClientRecord): AssetPlan[] {
  const owners = [{ entityId: carla.entityId, percent: 100 }];
  const base = { currency: 'GBP', owners, status: '' };
  return [
    {
      ...base,
      key: 'carla-isa',
      list: 'asset',
      description: 'Stocks & Shares ISA',
      typeCode: 'ISA',
      supplierCode: 'SJP',
      range: [50_000, 80_000],
      underAdvice: true,
      status: 'Existing',
    },
    {
      ...base,
      key: 'carla-bond',
      list: 'asset',
      description: 'Offshore Investment Bond',
      typeCode: 'BOND',
      supplierCode: 'ZURI',
      range: [90_000, 130_000],
      underAdvice: true,
      status: 'Paid Up',
    },
    {
      ...base,
      key: 'carla-shares',
      list: 'asset',
      description: 'Employee Share Scheme',
      typeCode: 'SHARES',
      supplierCode: 'BARC',
      range: [10_000, 25_000],
      underAdvice: false,
    },
    {
      ...base,
      key: 'carla-cash',
      list: 'asset',
      description: 'Cash ISA',
      typeCode: 'CASH',
      supplierCode: 'NATW',
      range: [5_000, 15_000],
      underAdvice: false,
      status: 'Existing',
    },
    {
      ...base,
      key: 'carla-sipp',
      list: 'fund_za',
      description: 'SIPP',
      typeCode: 'SIPP',
      supplierCode: 'HL',
      range: [150_000, 200_000],
      underAdvice: true,
      status: 'Active',
    },
    {
      ...base,
      key: 'carla-final-salary',
      list: 'fund_za',
      description: 'NHS Final Salary Scheme',
      typeCode: 'Final Salary',
      supplierCode: 'LGEN',
      range: [60_000, 90_000],
      underAdvice: false,
    },
    {
      ...base,
      key: 'carla-annuity',
      list: 'annuity',
      description: 'Lifetime Annuity',
      typeCode: 'LIFE',
      supplierCode: 'AVIVA',
      range: [30_000, 45_000],
      underAdvice: true,
      status: 'Inforce',
      frequency: 'Monthly',
    },
    {
      ...base,
      key: 'carla-mortgage',
      list: 'liability',
      description: 'Mortgage, Bristol flat',
      typeCode: 'MORT',
      supplierCode: 'BARC',
      range: [120_000, 160_000],
      underAdvice: false,
      status: 'Current',
      packageName: 'Tracker',
    },
    {
      ...base,
      key: 'carla-loan',
      list: 'liability',
      description: 'Personal Loan',
      typeCode: 'LOAN',
      supplierCode: 'NATW',
      range: [4_000, 9_000],
      underAdvice: true,
      status: 'Current',
    },
  ];
}

/** Lengths of the scale client's lists: more than one page, one row over a page, exactly two full pages. */
export const SCALE_ASSET_COUNTS: Readonly<Record<AssetListName, number>> = {
  asset: 130,
  fund_za: 51,
  annuity: 3,
  liability: 100,
};

const INVESTMENT_TYPES = ['ISA', 'GIA', 'BOND', 'CASH', 'SHARES'];
const PENSION_TYPES = ['Personal Pension', 'SIPP', 'Stakeholder Pension'];
const SUPPLIERS = ['AVIVA', 'LGEN', 'HL', 'NATW', 'ZURI', 'SJP', 'ROYL', 'SCOT', 'VANG', 'ALLI'];
const TYPE_OF: Readonly<Record<AssetListName, readonly string[]>> = {
  asset: INVESTMENT_TYPES,
  fund_za: PENSION_TYPES,
  annuity: ['LIFE', 'FIXED', 'ENH'],
  liability: ['MORT', 'LOAN', 'CC', 'CAR'],
};
const STATUS_OF: Readonly<Record<AssetListName, readonly string[]>> = {
  asset: ['Existing', 'Paid Up', ''],
  fund_za: ['Active', 'Paid Up', ''],
  annuity: ['Inforce', ''],
  liability: ['Current', ''],
};
const RANGE_OF: Readonly<Record<AssetListName, [number, number]>> = {
  asset: [2_000, 150_000],
  fund_za: [10_000, 300_000],
  annuity: [20_000, 90_000],
  liability: [1_000, 250_000],
};
const LABEL_OF: Readonly<Record<AssetListName, string>> = {
  asset: 'Investment',
  fund_za: 'Pension',
  annuity: 'Annuity',
  liability: 'Liability',
};

export function scaleAssetPlans(seed: number, client: ClientRecord): AssetPlan[] {
  const plans: AssetPlan[] = [];
  for (const list of ['asset', 'fund_za', 'annuity', 'liability'] as const) {
    for (let n = 1; n <= SCALE_ASSET_COUNTS[list]; n++)
      plans.push(drawnPlan(seed, client, `scale-${list}-${n}`, list, `${LABEL_OF[list]} ${n}`, n));
  }
  return plans;
}

/** A client's own few assets: 1–4 investments, 0–2 pensions, 0–1 annuity, 0–2 liabilities. */
export function generatedAssetPlans(seed: number, client: ClientRecord): AssetPlan[] {
  const rng = recordRng(seed, 'assets-client', client.entityId);
  const counts: Record<AssetListName, number> = {
    asset: intBetween(rng, 1, 4),
    fund_za: intBetween(rng, 0, 2),
    annuity: intBetween(rng, 0, 1),
    liability: intBetween(rng, 0, 2),
  };
  const plans: AssetPlan[] = [];
  for (const list of ['asset', 'fund_za', 'annuity', 'liability'] as const) {
    for (let n = 1; n <= counts[list]; n++)
      plans.push(
        drawnPlan(
          seed,
          client,
          `${client.entityId}-${list}-${n}`,
          list,
          `${LABEL_OF[list]} ${n}`,
          Math.floor(rng() * 1000),
        ),
      );
  }
  return plans;
}

function drawnPlan(
  seed: number,
  client: ClientRecord,
  key: string,
  list: AssetListName,
  description: string,
  draw: number,
): AssetPlan {
  const rng = recordRng(seed, `asset-plan:${key}`, draw);
  const typeCode = pick(rng, TYPE_OF[list]);
  return {
    key,
    list,
    description,
    typeCode,
    supplierCode: pick(rng, SUPPLIERS),
    owners: [{ entityId: client.entityId, percent: 100 }],
    underAdvice: rng() < 0.6,
    currency: rng() < 0.9 ? 'GBP' : 'USD',
    range: RANGE_OF[list],
    status: pick(rng, STATUS_OF[list]),
  };
}
