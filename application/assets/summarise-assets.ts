import type { PlatformCredential } from '../ports/platform-credential';
import type { PortfolioPort } from '../ports/portfolio.port';
import { loadAssetRates } from './asset-fx';
import { assetRows, recordValue } from './asset-rows';
import type { AssetsPerson, AssetsSite } from './assets-context';
import { assetsSummary, type AssetsSummary } from './assets-summary';
import type { MemberAssets } from './member-assets';

/** The client's own lists as the home dashboard's summary: the plan currencies' rates (one round trip), the §5 rows, the cards. */
export async function summariseAssets(
  portfolio: PortfolioPort,
  credential: PlatformCredential,
  lists: MemberAssets,
  site: AssetsSite,
  person: AssetsPerson,
  clientId: number,
): Promise<AssetsSummary> {
  const planCurrencies = Object.values(lists.records)
    .flat()
    .map((r) => recordValue(r).currency);
  const rates = await loadAssetRates(portfolio, credential, person.currency, planCurrencies, person.capabilities);
  const rows = assetRows(lists.records, clientId, {
    region: site.region,
    underAdviceFeature: site.underAdviceFeature,
    rate: rates.rate,
  });
  return assetsSummary(rows, lists.failed, person.currency);
}
