import type { Decimal } from '../../domain/money/decimal';
import type { PlatformCredential } from './platform-credential';

/**
 * The platform's asset records (spec 2 §3 "Asset member" and asset entities, §7 "Entities / clients")
 * as the assets use cases see them: typed rows, not wire shapes. Money is a value plus a currency.
 * Every method rejects with a PlatformError on failure.
 */

export interface AssetMoney {
  /** Exact, as the platform sent it (never through a float). */
  value: Decimal;
  currency: string;
}

/** entity/client/{id}/client_group/member: one member of the client's family group. */
export interface AssetMemberRecord {
  memberId: number;
  entityName: string;
  isClient: boolean;
  loginAccessible: boolean;
  /** 'self' for the client, 'partner' for the related partner, 'other' for anyone else. */
  relationship: 'self' | 'partner' | 'other';
  preferredCurrency: string;
}

export interface AssetOwnerRecord {
  ownerId: number;
  firstName: string;
  lastName: string;
  name: string;
  percentOwned: number;
}

interface AssetRecordBase {
  /** The platform's index of the asset within its list. */
  assetId: number;
  /** The type code, described through the ufield choices. */
  typeCode: string | null;
  description: string;
  owners: AssetOwnerRecord[];
  /** The custom field nbr_under_advice; null when the field does not exist on this platform. */
  underAdvice: boolean | null;
}

/** entity/client/{id}/asset */
export interface InvestmentRecord extends AssetRecordBase {
  kind: 'investment';
  marketValue: AssetMoney;
  amount: AssetMoney | null;
  amountInReportCurrency: AssetMoney | null;
  valuationDate: string | null;
  supplier: string | null;
  policyNumber: string | null;
  status: string | null;
  assetNumber: string | null;
  withdrawalTotal: AssetMoney | null;
  contributionTotal: AssetMoney | null;
}

/** entity/client/{id}/fund_za */
export interface PensionRecord extends AssetRecordBase {
  kind: 'pension';
  fundValue: AssetMoney;
  fundValueInPlanCurrency: AssetMoney | null;
  fundValueInReportCurrency: AssetMoney | null;
  fundOrPolicyNum: string | null;
  productProvider: string | null;
  policyStatus: string | null;
  crystallisedFund: AssetMoney | null;
  uncrystallisedFund: AssetMoney | null;
  isSippWrapper: boolean;
  /** The wrapper or pension type (e.g. 'SIPP Wrapper', 'QROPs Wrapper', 'Personal Pension'). */
  type: string | null;
  valuationDate: string | null;
}

/** entity/client/{id}/annuity */
export interface AnnuityRecord extends AssetRecordBase {
  kind: 'annuity';
  incomeValue: AssetMoney | null;
  incomeRate: number | null;
  frequency: string | null;
  currentValue: AssetMoney;
  currentValueInReportCurrency: AssetMoney | null;
  capitalContent: AssetMoney | null;
  policyStatus: string | null;
  supplier: string | null;
  policyNumber: string | null;
  valuationDate: string | null;
}

/** entity/client/{id}/liability */
export interface LiabilityRecord extends AssetRecordBase {
  kind: 'liability';
  packageName: string | null;
  rate: number | null;
  supplier: string | null;
  amount: AssetMoney;
  amountInReportCurrency: AssetMoney | null;
  status: string | null;
  policyNumber: string | null;
  valuationDate: string | null;
}

export type AssetRecord = InvestmentRecord | PensionRecord | AnnuityRecord | LiabilityRecord;
export type AssetKind = AssetRecord['kind'];

/**
 * entity/client-v4/{id}/total_amount: the platform's own total of one list (rapid totals): the
 * member's owned share (value × percentOwned / 100) of the rows matching the filters with a share
 * above 0, in the asked currency, each row's share rounded once to the penny and then added;
 * records counts those rows.
 */
export interface RapidTotal {
  kind: AssetKind;
  total: AssetMoney;
  records: number;
}

/**
 * List filters of a rapid total, per kind: exact matches on the platform's field names, each with
 * the values allowed ('' matches an empty status), e.g. { investment: { status: ['', 'Existing', 'Paid Up'] },
 * pension: { policy_status: [...], is_sipp_wrapper: ['0'] }, liability: { nbr_under_advice: ['1'] } } (a boolean field's
 * values are '1' and '0', as a query string carries booleans).
 */
export type RapidTotalFilters = Partial<Record<AssetKind, Readonly<Record<string, readonly string[]>>>>;

export interface FieldChoice {
  value: string;
  label: string;
}

export type AssetEntity = 'entity_asset' | 'entity_annuity' | 'entity_liability' | 'entity_fund_za';

export abstract class AssetsPort {
  /** entity/client/{id}/client_group/member. */
  abstract members(req: { credential: PlatformCredential; clientId: number }): Promise<AssetMemberRecord[]>;
  /**
   * One list of a member's assets, every page (50 a page, continuing while a page is full), with
   * owners from the asset-owner lookup. Pages and owner lookups go in batches.
   */
  abstract assets(req: { credential: PlatformCredential; memberId: number; kind: AssetKind }): Promise<AssetRecord[]>;
  /** Rapid totals of a member's lists; the caller asks only when the platform version allows it. */
  abstract rapidTotals(req: {
    credential: PlatformCredential;
    memberId: number;
    kinds: readonly AssetKind[];
    currency: string;
    filters?: RapidTotalFilters;
  }): Promise<RapidTotal[]>;
  /** ufield/{entity}/{field}/choice: code to label. */
  abstract fieldChoices(req: {
    credential: PlatformCredential;
    entity: AssetEntity;
    field: string;
  }): Promise<FieldChoice[]>;
  /** ufield/{entity}/{field}: whether the custom field exists (a 404 or 500 answers false). */
  abstract customFieldExists(req: {
    credential: PlatformCredential;
    entity: AssetEntity;
    field: string;
  }): Promise<boolean>;
  /** The platform version, e.g. '23.5.269'. */
  abstract platformVersion(req: { credential: PlatformCredential }): Promise<string>;
}
