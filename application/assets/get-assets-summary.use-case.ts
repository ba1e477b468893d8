import { normaliseCurrency } from '../../domain/money/currency';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { AssetsPort } from '../ports/assets.port';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { AssetsContextLoader, checkAssetsLevel } from './assets-context';
import { disabledSummary, type AssetsSummary } from './assets-summary';
import { loadMemberAssets } from './member-assets';
import { summariseAssets } from './summarise-assets';
import type { PortalActor } from '../session/portal-actor';

export type { AssetCard, AssetsSummary } from './assets-summary';

/**
 * The assets summary of the home dashboard (spec 2 §2): the client's own managed assets. Round trip
 * 1 reads the site, the person and the four lists side by side; round trip 2 the plan currencies'
 * rates. The same answer as the last event of the assets load (LoadAssetsUseCase).
 */
@Injectable()
export class GetAssetsSummaryUseCase {
  constructor(
    private readonly assets: AssetsPort,
    private readonly portfolio: PortfolioPort,
    private readonly context: AssetsContextLoader,
  ) {}

  async execute(actor: PortalActor): Promise<Result<AssetsSummary, PortalError>> {
    const { credential } = actor;
    const level = checkAssetsLevel(actor.siteAccessLevel);
    if (!level.ok) return level;
    try {
      const own = await this.context.settings();
      if (own.settings.assetViewingDisabled) return ok(disabledSummary(normaliseCurrency(actor.preferredCurrency)));
      const [site, person, lists] = await Promise.all([
        this.context.site(credential),
        this.context.person(actor),
        loadMemberAssets(this.assets, credential, actor.clientId),
      ]);
      return ok(await summariseAssets(this.portfolio, credential, lists, site, person, actor.clientId));
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
