import { ASSET_AMOUNTS, exactAmounts, type Loose } from '../../shared/testing/exact-amounts';
import { SiteAccessLevel } from '../../../domain/access/access-level';
import {
  AssetsPort,
  type AnnuityRecord,
  type AssetKind,
  type AssetMemberRecord,
  type AssetOwnerRecord,
  type AssetRecord,
  type FieldChoice,
  type InvestmentRecord,
  type LiabilityRecord,
  type PensionRecord,
  type RapidTotal,
  type RapidTotalFilters,
} from '../../ports/assets.port';
import { PlatformError } from '../../ports/platform-error';
import { PortfolioPort, type FxQuote } from '../../ports/portfolio.port';
import { fakePlatform } from '../../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../../support/testing/fake-site-config';
import { AssetsContextLoader } from '../assets-context';
import type { PortalActor } from '../../session/portal-actor';
import { testActor } from '../../session/testing/test-actor';

/** In-memory ports for the assets use cases' tests, with a log of calls and how many lists were read at once. */

export const cred = { token: 't' };
export const AMELIA = 1;
export const BEN = 2;
export const GRAN = 3;

export const owner = (ownerId: number, percentOwned: number, name = `Owner ${ownerId}`): AssetOwnerRecord => ({
  ownerId,
  firstName: name,
  lastName: '',
  name,
  percentOwned,
});
const base = { typeCode: null, owners: [] as AssetOwnerRecord[], underAdvice: true as boolean | null };

export const investment = (
  assetId: number,
  value: number,
  over: Partial<Loose<InvestmentRecord>> = {},
): InvestmentRecord =>
  exactAmounts<InvestmentRecord>(
    {
      ...base,
      kind: 'investment',
      assetId,
      description: `Investment ${assetId}`,
      marketValue: { value, currency: 'GBP' },
      amount: null,
      amountInReportCurrency: null,
      valuationDate: '2026-06-30',
      supplier: 'Vanguard',
      policyNumber: `INV-${assetId}`,
      status: 'Existing',
      assetNumber: null,
      withdrawalTotal: null,
      contributionTotal: null,
      ...over,
    },
    ASSET_AMOUNTS,
  );
export const pension = (assetId: number, value: number, over: Partial<Loose<PensionRecord>> = {}): PensionRecord =>
  exactAmounts<PensionRecord>(
    {
      ...base,
      kind: 'pension',
      assetId,
      description: `Pension ${assetId}`,
      fundValue: { value, currency: 'GBP' },
      fundValueInPlanCurrency: null,
      fundValueInReportCurrency: null,
      fundOrPolicyNum: `PEN-${assetId}`,
      productProvider: 'Aviva',
      policyStatus: 'Active',
      crystallisedFund: null,
      uncrystallisedFund: null,
      isSippWrapper: false,
      type: 'Personal Pension',
      valuationDate: '2026-06-30',
      ...over,
    },
    ASSET_AMOUNTS,
  );
export const annuity = (assetId: number, value: number, over: Partial<Loose<AnnuityRecord>> = {}): AnnuityRecord =>
  exactAmounts<AnnuityRecord>(
    {
      ...base,
      kind: 'annuity',
      assetId,
      description: `Annuity ${assetId}`,
      incomeValue: { value: 1200, currency: 'GBP' },
      incomeRate: 4.5,
      frequency: 'Monthly',
      currentValue: { value, currency: 'GBP' },
      currentValueInReportCurrency: null,
      capitalContent: null,
      policyStatus: 'Inforce',
      supplier: 'L&G',
      policyNumber: `ANN-${assetId}`,
      valuationDate: '2026-06-30',
      ...over,
    },
    ASSET_AMOUNTS,
  );
export const liability = (
  assetId: number,
  value: number,
  over: Partial<Loose<LiabilityRecord>> = {},
): LiabilityRecord =>
  exactAmounts<LiabilityRecord>(
    {
      ...base,
      kind: 'liability',
      assetId,
      description: `Liability ${assetId}`,
      packageName: 'Mortgage',
      rate: 3.9,
      supplier: 'Nationwide',
      amount: { value, currency: 'GBP' },
      amountInReportCurrency: null,
      status: 'Current',
      policyNumber: `LIA-${assetId}`,
      valuationDate: '2026-06-30',
      ...over,
    },
    ASSET_AMOUNTS,
  );

export const member = (
  memberId: number,
  relationship: AssetMemberRecord['relationship'],
  over: Partial<AssetMemberRecord> = {},
): AssetMemberRecord => ({
  memberId,
  entityName: `Member ${memberId}`,
  isClient: true,
  loginAccessible: true,
  relationship,
  preferredCurrency: 'GBP',
  ...over,
});

const tick = () => new Promise((r) => setTimeout(r, 5));

export class FakeAssetsPort extends AssetsPort {
  calls: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  members_: AssetMemberRecord[] = [
    member(AMELIA, 'self', { entityName: 'Amelia Hartley' }),
    member(BEN, 'partner', { entityName: 'Ben Hartley' }),
    member(GRAN, 'other', { loginAccessible: false }),
  ];
  lists = new Map<number, AssetRecord[]>();
  failing = new Set<string>();
  version = '23.5.269';
  rapid: RapidTotal[] | 'fail' = [];
  underAdviceField = true;
  /** Keyed 'entity:field'. */
  choices: Partial<Record<string, FieldChoice[]>> = {};
  rapidRequests: { memberId: number; currency: string; filters?: RapidTotalFilters }[] = [];

  async members(req: { clientId: number }): Promise<AssetMemberRecord[]> {
    this.calls.push(`members:${req.clientId}`);
    return this.members_;
  }
  async assets(req: { memberId: number; kind: AssetKind }): Promise<AssetRecord[]> {
    this.calls.push(`assets:${req.memberId}:${req.kind}`);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await tick();
    this.inFlight--;
    if (this.failing.has(req.kind) || this.failing.has(`${req.memberId}:${req.kind}`))
      throw new PlatformError('unavailable', 500, 'boom');
    if (this.failing.has('session')) throw new PlatformError('no_session', 401, 'gone');
    return (this.lists.get(req.memberId) ?? []).filter((r) => r.kind === req.kind);
  }
  async rapidTotals(req: {
    memberId: number;
    kinds: readonly AssetKind[];
    currency: string;
    filters?: RapidTotalFilters;
  }): Promise<RapidTotal[]> {
    this.calls.push(`rapid:${req.memberId}:${req.currency}`);
    this.rapidRequests.push({ memberId: req.memberId, currency: req.currency, filters: req.filters });
    if (this.rapid === 'fail') throw new PlatformError('not_found', 404, 'no such route');
    return this.rapid;
  }
  async fieldChoices(req: { entity: string; field: string }): Promise<FieldChoice[]> {
    this.calls.push(`choices:${req.entity}:${req.field}`);
    return this.choices[`${req.entity}:${req.field}`] ?? [];
  }
  async customFieldExists(req: { entity: string; field: string }): Promise<boolean> {
    this.calls.push(`field:${req.entity}:${req.field}`);
    return this.underAdviceField;
  }
  async platformVersion(): Promise<string> {
    this.calls.push('version');
    return this.version;
  }
}

export interface FakeOptions {
  settings?: Record<string, unknown>;
  region?: string;
  capabilities?: string[];
  rates?: Record<string, number>;
  fxFails?: boolean;
}

export function fakes(options: FakeOptions = {}) {
  const assets = new FakeAssetsPort();
  const fxRequests: { currency: string; currencies: readonly string[] }[] = [];
  const portfolio = Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    fxQuotes: async (req: { currency: string; currencies: readonly string[] }): Promise<FxQuote[]> => {
      fxRequests.push(req);
      if (options.fxFails) throw new PlatformError('unavailable', 500, 'fx down');
      const rates = options.rates ?? { EUR: 0.8612, USD: 0.7512 };
      return req.currencies.flatMap((c) => {
        const rate = rates[c];
        return rate === undefined
          ? []
          : [
              {
                currency: c,
                lastPrice: rate,
                priceDate: '2026-06-30',
                prevClosePrice: rate * 2,
                prevCloseDate: '2026-06-29',
              },
            ];
      });
    },
  });
  const platform = fakePlatform({
    getCapabilities: async () => options.capabilities ?? ['view_portfolio', 'view_partner', 'view_marketdata'],
    getClient: async () => ({ preferredCurrency: 'GBP' }),
    getFeatureAccess: async () => ({ multi_currency: true }),
  });
  const site = new InMemorySiteConfig(
    siteConfigFile({
      instance: { firm: 'f', region: options.region ?? 'GB', lineOfBusiness: 'w', productName: 'P' },
      settings: options.settings ?? {},
    }),
  );
  const context = new AssetsContextLoader(assets, platform, platform, site);
  return { assets, portfolio, platform, context, fxRequests };
}

/** amelia for herself (her partner ben), unless told otherwise. */
export const client = (over: Partial<PortalActor> = {}): PortalActor =>
  testActor({
    clientId: AMELIA,
    siteAccessLevel: SiteAccessLevel.Portfolio,
    preferredCurrency: 'GBP',
    partnerId: BEN,
    credential: cred,
    ...over,
  });
