import { ASSET_LOAD_PROBLEM, type AssetTypeKey, type AssetViewKey } from '../../domain/assets/asset-display-texts';
import { normaliseCurrency } from '../../domain/money/currency';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { AssetsPort } from '../ports/assets.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { loadAssetRates, type AssetFxNote } from './asset-fx';
import { assetRows, assetTotals, recordValue, type AssetTypeTotal, type AssetView } from './asset-rows';
import { AssetsContextLoader, checkAssetsLevel, chooseMember } from './assets-context';
import { loadCodeLabels, loadMemberAssets, loadRapidTotals } from './member-assets';
import { rapidTotalFilters } from './rapid-filters';
import type { PortalActor } from '../session/portal-actor';

/**
 * The balance sheet of one member (spec 2 §2 "Balance sheet", §3, §4, §5, §6, §8): every type and
 * every view at once (the web app filters by view on `managed`), with totals per type and view.
 * Round trip 1 reads the site, person and members side by side; round trip 2 the member's four
 * lists and the type and supplier labels, then (when the version allows) the rapid totals filtered
 * as spec 2 §5 filters; round trip 3 the rates of the plan currencies. A list that fails is named with the spec's text while the rest still shows.
 */

export interface BalanceSheetInput {
  memberId?: number | null;
}

export interface AssetMemberView {
  id: number;
  name: string;
  relationship: 'self' | 'partner' | 'other';
  preferredCurrency: string;
}

export interface BalanceSheet {
  enabled: boolean;
  members: AssetMemberView[];
  memberId: number;
  views: AssetViewKey[];
  defaultView: AssetViewKey;
  underAdviceFeature: boolean;
  reportCurrency: string;
  multiCurrency: boolean;
  fxRates: AssetFxNote[];
  assets: AssetView[];
  totals: AssetTypeTotal[];
  problem: string | null;
  failedTypes: AssetTypeKey[];
}

@Injectable()
export class GetBalanceSheetUseCase {
  constructor(
    private readonly assets: AssetsPort,
    private readonly portfolio: PortfolioPort,
    private readonly context: AssetsContextLoader,
  ) {}

  async execute(actor: PortalActor, input: BalanceSheetInput): Promise<Result<BalanceSheet, PortalError>> {
    const { credential } = actor;
    const level = checkAssetsLevel(actor.siteAccessLevel);
    if (!level.ok) return level;
    try {
      const own = await this.context.settings();
      if (own.settings.assetViewingDisabled)
        return ok(disabledBalanceSheet(actor, input, own.settings.views, own.settings.defaultView));
      const { site, person, members } = await this.context.load(actor);
      const member = chooseMember(members, actor.clientId, input.memberId);
      if (!member.ok) return member;
      const memberId = member.value.memberId;
      const labelsRead = loadCodeLabels(this.assets, credential);
      // Rapid totals need the pension types (to leave the wrappers out), so they follow the labels.
      const rapidRead = site.rapidTotals
        ? labelsRead.then((l) =>
            loadRapidTotals(
              this.assets,
              credential,
              memberId,
              person.currency,
              rapidTotalFilters(site.region, [...l.types.pension.keys()]),
            ),
          )
        : Promise.resolve(null);
      const [lists, labels, rapid] = await Promise.all([
        loadMemberAssets(this.assets, credential, memberId),
        labelsRead,
        rapidRead,
      ]);
      const planCurrencies = Object.values(lists.records)
        .flat()
        .map((r) => recordValue(r).currency);
      const rates = await loadAssetRates(
        this.portfolio,
        credential,
        person.currency,
        planCurrencies,
        person.capabilities,
      );
      const rows = assetRows(lists.records, memberId, {
        region: site.region,
        underAdviceFeature: site.underAdviceFeature,
        rate: rates.rate,
        labels,
      });
      return ok({
        enabled: true,
        members: members.map((m) => ({
          id: m.memberId,
          name: m.entityName,
          relationship: m.relationship,
          preferredCurrency: m.preferredCurrency || person.currency,
        })),
        memberId,
        views: site.settings.views,
        defaultView: site.settings.defaultView,
        underAdviceFeature: site.underAdviceFeature,
        reportCurrency: person.currency,
        multiCurrency: site.multiCurrency,
        fxRates: rates.notes,
        assets: rows.map((r) => r.view),
        totals: assetTotals(rows, lists.failed, rapid, person.currency),
        problem: lists.failed.length ? ASSET_LOAD_PROBLEM : null,
        failedTypes: lists.failed,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** spec 2 §2: asset viewing switched off by the site; nothing else is read. */
function disabledBalanceSheet(
  actor: PortalActor,
  input: BalanceSheetInput,
  views: AssetViewKey[],
  defaultView: AssetViewKey,
): BalanceSheet {
  return {
    enabled: false,
    members: [],
    memberId: input.memberId ?? actor.clientId,
    views,
    defaultView,
    underAdviceFeature: false,
    reportCurrency: normaliseCurrency(actor.preferredCurrency),
    multiCurrency: false,
    fxRates: [],
    assets: [],
    totals: [],
    problem: null,
    failedTypes: [],
  };
}
