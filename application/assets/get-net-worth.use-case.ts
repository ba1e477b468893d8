import { ASSET_LOAD_PROBLEM, ASSET_VIEWING_DISABLED, type AssetViewKey } from '../../domain/assets/asset-display-texts';
import { netWorth, partialTotal } from '../../domain/assets/asset-money';
import { ASSET_TYPE_ORDER, isLiability } from '../../domain/assets/asset-types';
import { inAssetView } from '../../domain/assets/asset-views';
import { decimalToNumber, type Decimal } from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { AssetsPort, type AssetKind } from '../ports/assets.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { loadAssetRates } from './asset-fx';
import { assetRows, recordValue, type AssetRow } from './asset-rows';
import { householdSums } from './household-shares';
import { AssetsContextLoader, checkAssetsLevel } from './assets-context';
import { loadMemberAssets } from './member-assets';
import type { PortalActor } from '../session/portal-actor';
import { itemAt } from '../../domain/shared/present';

/**
 * Net worth per member and for the household (issue 11 "Web": a view no anchor portal gives a client
 * clearly): each shown member's owned assets (investments, pensions, annuities) and owned liabilities
 * in the report currency, in one view. The household counts each asset once, at the shown members'
 * shares added together and rounded once. Amounts without a rate are left out and their currencies named.
 */

export interface NetWorthInput {
  view?: AssetViewKey | null;
}

/** A figure that depends on a list that failed to load is null (unknown), never 0. */
export interface NetWorthRow {
  memberId: number | null;
  name: string;
  assets: number | null;
  liabilities: number | null;
  netWorth: number | null;
}

export interface NetWorth {
  currency: string;
  view: AssetViewKey;
  members: NetWorthRow[];
  household: NetWorthRow;
  unconverted: string[];
  problem: string | null;
  /** The asset types whose list failed for any shown member, in type order. */
  failedTypes: AssetKind[];
}

export const HOUSEHOLD = 'Household';
export const DEFAULT_NET_WORTH_VIEW: AssetViewKey = 'everything';

/** A member's sums; null when a list they depend on failed. */
interface Sums {
  assets: Decimal | null;
  liabilities: Decimal | null;
}

const toNumber = (d: Decimal | null): number | null => (d === null ? null : decimalToNumber(d));

const row = (memberId: number | null, name: string, s: Sums): NetWorthRow => ({
  memberId,
  name,
  assets: toNumber(s.assets),
  liabilities: toNumber(s.liabilities),
  netWorth: s.assets === null || s.liabilities === null ? null : decimalToNumber(netWorth(s.assets, s.liabilities)),
});

@Injectable()
export class GetNetWorthUseCase {
  constructor(
    private readonly assets: AssetsPort,
    private readonly portfolio: PortfolioPort,
    private readonly context: AssetsContextLoader,
  ) {}

  async execute(actor: PortalActor, input: NetWorthInput): Promise<Result<NetWorth, PortalError>> {
    const { credential } = actor;
    const level = checkAssetsLevel(actor.siteAccessLevel);
    if (!level.ok) return level;
    const view = input.view ?? DEFAULT_NET_WORTH_VIEW;
    try {
      const own = await this.context.settings();
      if (own.settings.assetViewingDisabled) return err(portalError('forbidden', ASSET_VIEWING_DISABLED));
      const { site, person, members } = await this.context.load(actor);
      const lists = await Promise.all(members.map((m) => loadMemberAssets(this.assets, credential, m.memberId)));
      const planCurrencies = lists.flatMap((l) =>
        Object.values(l.records)
          .flat()
          .map((r) => recordValue(r).currency),
      );
      const rates = await loadAssetRates(
        this.portfolio,
        credential,
        person.currency,
        planCurrencies,
        person.capabilities,
      );
      const unconverted = new Set<string>();
      const options = { region: site.region, underAdviceFeature: site.underAdviceFeature, rate: rates.rate };
      const sums = lists.map((l): Sums => {
        const rows = assetRows(l.records, l.memberId, options).filter((r) => inAssetView(r.view.managed, view));
        for (const r of rows) if (r.ownedReport === null) unconverted.add(r.view.ownedValue.planCurrency);
        const sum = (pick: (r: AssetRow) => boolean) => partialTotal(rows.filter(pick).map((r) => r.ownedReport)).total;
        const assetsFailed = l.failed.some((k) => !isLiability(k));
        const liabilitiesFailed = l.failed.some((k) => isLiability(k));
        return {
          assets: assetsFailed ? null : sum((r) => !isLiability(r.view.type)),
          liabilities: liabilitiesFailed ? null : sum((r) => isLiability(r.view.type)),
        };
      });
      const household = householdSums(lists, options, view);
      const failed = new Set(lists.flatMap((l) => l.failed));
      return ok({
        currency: person.currency,
        view,
        members: members.map((m, i) => row(m.memberId, m.entityName, itemAt(sums, i))),
        household: row(null, HOUSEHOLD, household),
        unconverted: [...unconverted],
        problem: failed.size ? ASSET_LOAD_PROBLEM : null,
        failedTypes: ASSET_TYPE_ORDER.filter((k) => failed.has(k)),
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
