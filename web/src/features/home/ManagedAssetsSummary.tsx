import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';

/**
 * At the Assets level this replaces the accounts (spec 2 §2). The assets reads come with the
 * balance-sheet work; until then the block says plainly that nothing is loaded, with no figures.
 */
export function ManagedAssetsSummary() {
  return (
    <section className="home__section panel" aria-labelledby="home-assets">
      <h2 id="home-assets">{HOME_TEXTS.yourAssets}</h2>
      <p className="managed-assets__empty">{HOME_TEXTS.noAssetData}</p>
      <p>{HOME_TEXTS.noAssetDataYet}</p>
    </section>
  );
}
