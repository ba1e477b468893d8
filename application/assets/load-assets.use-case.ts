import { ASSETS_LOAD_STAGES, type AssetsLoadStageKey } from '../../domain/assets/asset-display-texts';
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

/**
 * The first assets load with its progress (spec 2 §4 "Assets load progress"): each stage is reported
 * as it starts, then its calls run: Getting site settings (5: settings, under-advice field, platform
 * version), Getting adviser details (25: the report currency and capabilities), Loading accounts
 * (70: the four asset lists), Loading dashboard (100: the rates and the summary). The answer is the
 * assets summary, the same as GetAssetsSummaryUseCase's.
 */

export interface AssetsLoadProgress {
  stage: AssetsLoadStageKey;
  label: string;
  percent: number;
}

@Injectable()
export class LoadAssetsUseCase {
  constructor(
    private readonly assets: AssetsPort,
    private readonly portfolio: PortfolioPort,
    private readonly context: AssetsContextLoader,
  ) {}

  async execute(
    actor: PortalActor,
    onProgress: (p: AssetsLoadProgress) => void,
  ): Promise<Result<AssetsSummary, PortalError>> {
    const { credential } = actor;
    const level = checkAssetsLevel(actor.siteAccessLevel);
    if (!level.ok) return level;
    const report = (stage: AssetsLoadStageKey) => onProgress({ ...ASSETS_LOAD_STAGES.find((s) => s.stage === stage)! });
    try {
      report('settings');
      const site = await this.context.site(credential);
      if (site.settings.assetViewingDisabled) return ok(disabledSummary(normaliseCurrency(actor.preferredCurrency)));
      report('adviser');
      const person = await this.context.person(actor);
      report('accounts');
      const lists = await loadMemberAssets(this.assets, credential, actor.clientId);
      report('dashboard');
      return ok(await summariseAssets(this.portfolio, credential, lists, site, person, actor.clientId));
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
