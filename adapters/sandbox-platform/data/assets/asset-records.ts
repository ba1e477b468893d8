/**
 * A client's assets as the sandbox holds them (spec 2 §3 asset entities): investments (the platform's
 * `asset` list), pensions (`fund_za`), annuities and liabilities. Money is a decimal string plus a
 * currency; an asset belongs to every entity with a share in it (a joint asset sits in both partners'
 * lists, each list numbering its rows from 1).
 */

export type AssetListName = 'asset' | 'fund_za' | 'annuity' | 'liability';
export const ASSET_LISTS: readonly AssetListName[] = ['asset', 'fund_za', 'annuity', 'liability'];

export interface AssetMoneyRecord {
  /** A decimal string with 2 places, e.g. '12345.67'. */
  value: string;
  currency: string;
}

export interface AssetShare {
  entityId: number;
  /** 0 to 100; a 0 share keeps the asset in the entity's list (the portal must hide it). */
  percent: number;
}

interface AssetCommon {
  /** Unique within the household's assets: 'amelia-isa', 'scale-inv-17'. */
  key: string;
  description: string;
  /** A code of ufield/{entity}/type/choice. */
  typeCode: string;
  /** A code of ufield/{entity}/supplier/choice (product_provider for pensions). */
  supplierCode: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  valuationDate: string;
  owners: AssetShare[];
  /** The custom field nbr_under_advice: the asset is managed (under advice). */
  underAdvice: boolean;
}

export interface InvestmentAsset extends AssetCommon {
  list: 'asset';
  marketValue: AssetMoneyRecord;
  /** '' (no status), 'Existing', 'Paid Up', or statuses the portal drops ('Surrendered', 'Matured'). */
  status: string;
  assetNumber: string;
  contributionTotal: AssetMoneyRecord;
  withdrawalTotal: AssetMoneyRecord;
}

export interface PensionAsset extends AssetCommon {
  list: 'fund_za';
  fundValue: AssetMoneyRecord;
  /** '', 'Paid Up', 'Premium Holiday', 'Active', 'Inforce', or dropped ones ('Transferred'). */
  policyStatus: string;
  crystallisedFund: AssetMoneyRecord;
  uncrystallisedFund: AssetMoneyRecord;
  isSippWrapper: boolean;
}

export interface AnnuityAsset extends AssetCommon {
  list: 'annuity';
  currentValue: AssetMoneyRecord;
  incomeValue: AssetMoneyRecord;
  /** Percent a year. */
  incomeRate: number;
  frequency: 'Monthly' | 'Quarterly' | 'Annually';
  capitalContent: AssetMoneyRecord;
  /** '', 'Inforce', or dropped ones ('Lapsed'). */
  policyStatus: string;
}

export interface LiabilityAsset extends AssetCommon {
  list: 'liability';
  /** Outstanding, a positive amount. */
  amount: AssetMoneyRecord;
  packageName: string;
  /** Percent a year. */
  rate: number;
  /** '', 'Current', or dropped ones ('Repaid'). */
  status: string;
}

export type SandboxAsset = InvestmentAsset | PensionAsset | AnnuityAsset | LiabilityAsset;

/** Pence (or cents) as a 2-place decimal string, exactly. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const money = (minor: number, currency: string): AssetMoneyRecord => ({
  value: minorToDecimal(minor),
  currency,
});
