import { addDays } from '../../../../domain/shared/iso-date';
import { intBetween, pick, recordRng, type Rng } from '../prng';
import { money, type AssetListName, type AssetShare, type SandboxAsset } from './asset-records';

/**
 * What an asset is meant to be (its list, owners, type, status, range of value), turned into a full
 * record by its own random stream: the same plan gives the same figures on every start.
 */
export interface AssetPlan {
  key: string;
  list: AssetListName;
  description: string;
  typeCode: string;
  supplierCode: string;
  owners: AssetShare[];
  underAdvice: boolean;
  currency: string;
  /** Whole pounds (or euros, dollars), inclusive. */
  range: [number, number];
  status: string;
  frequency?: 'Monthly' | 'Quarterly' | 'Annually';
  packageName?: string;
}

const POLICY_PREFIX: Readonly<Record<AssetListName, string>> = {
  asset: 'INV',
  fund_za: 'PEN',
  annuity: 'ANN',
  liability: 'LIA',
};
const PERIODS = { Monthly: 12, Quarterly: 4, Annually: 1 } as const;
const PACKAGES = ['Fixed rate 2 years', 'Fixed rate 5 years', 'Tracker', 'Standard variable', 'Interest only'];

const share = (minor: number, fraction: number): number => Math.round(minor * fraction);

/** One record from its plan; `stream` names the household (or client) so streams never collide. */
export function assetFromPlan(seed: number, stream: string, plan: AssetPlan, asOf: string): SandboxAsset {
  const rng: Rng = recordRng(seed, `assets:${stream}`, hashKey(plan.key));
  const minor = intBetween(rng, plan.range[0] * 100, plan.range[1] * 100);
  const common = {
    key: plan.key,
    description: plan.description,
    typeCode: plan.typeCode,
    supplierCode: plan.supplierCode,
    policyNumber: `${POLICY_PREFIX[plan.list]}${intBetween(rng, 100000, 999999)}`,
    valuationDate: addDays(asOf, -intBetween(rng, 0, 45)),
    owners: plan.owners.map((o) => ({ ...o })),
    underAdvice: plan.underAdvice,
  };
  const m = (v: number) => money(v, plan.currency);
  switch (plan.list) {
    case 'asset':
      return {
        ...common,
        list: 'asset',
        marketValue: m(minor),
        status: plan.status,
        assetNumber: `A-${intBetween(rng, 10000, 99999)}`,
        contributionTotal: m(share(minor, 0.6 + rng() * 0.35)),
        withdrawalTotal: m(share(minor, rng() * 0.1)),
      };
    case 'fund_za': {
      const crystallised = share(minor, pick(rng, [0, 0, 0.25]));
      return {
        ...common,
        list: 'fund_za',
        fundValue: m(minor),
        policyStatus: plan.status,
        crystallisedFund: m(crystallised),
        uncrystallisedFund: m(minor - crystallised),
        isSippWrapper: plan.typeCode === 'SIPP Wrapper',
      };
    }
    case 'annuity': {
      const incomeRate = intBetween(rng, 450, 750) / 100;
      const frequency = plan.frequency ?? 'Monthly';
      const income = Math.round((minor * incomeRate) / 100 / PERIODS[frequency]);
      return {
        ...common,
        list: 'annuity',
        currentValue: m(minor),
        incomeValue: m(income),
        incomeRate,
        frequency,
        capitalContent: m(share(income, 0.3)),
        policyStatus: plan.status,
      };
    }
    case 'liability':
      return {
        ...common,
        list: 'liability',
        amount: m(minor),
        packageName: plan.packageName ?? pick(rng, PACKAGES),
        rate: intBetween(rng, 150, 2490) / 100,
        status: plan.status,
      };
  }
}

/** A stable number for a key (the record's stream index). */
function hashKey(key: string): number {
  let h = 0;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h;
}
