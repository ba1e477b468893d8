import type { PortalPage } from '../../../../domain/access/page-access';
import { AssetsSummarySection } from './AssetsSummarySection';

/** At the Assets level the managed-assets summary replaces the accounts (spec 2 §2). */
export function ManagedAssetsSummary({ segmentOf }: { segmentOf: (page: PortalPage) => string }) {
  return <AssetsSummarySection segmentOf={segmentOf} managedNet />;
}
