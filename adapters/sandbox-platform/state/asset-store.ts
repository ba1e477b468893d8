import type { AssetListName, SandboxAsset } from '../data/assets/asset-records';
import { assetDatasetKey, generateAssets } from '../data/assets/generate-assets';
import type { FirmIndex } from '../data/firm-index';

/** One row of an entity's list: its 1-based index in that list and the entity's share. */
export interface ListedAsset {
  index: number;
  asset: SandboxAsset;
  percentOwned: number;
}

/**
 * The assets side of the sandbox: each household's (or client's) records generated on the first
 * request that touches them, never changed after. An entity's list holds every asset it has a share
 * in (a 0% share included), in the household's order.
 */
export class AssetStore {
  private readonly datasets = new Map<string, SandboxAsset[]>();

  constructor(
    private readonly index: FirmIndex,
    private readonly seed: number,
    readonly asOf: string,
  ) {}

  list(entityId: number, list: AssetListName): ListedAsset[] {
    const rows: ListedAsset[] = [];
    for (const asset of this.datasetOf(entityId)) {
      if (asset.list !== list) continue;
      const share = asset.owners.find((o) => o.entityId === entityId);
      if (share) rows.push({ index: rows.length + 1, asset, percentOwned: share.percent });
    }
    return rows;
  }

  private datasetOf(entityId: number): SandboxAsset[] {
    const key = assetDatasetKey(this.index, entityId);
    let data = this.datasets.get(key);
    if (!data) {
      data = generateAssets(this.seed, this.index, entityId, this.asOf);
      this.datasets.set(key, data);
    }
    return data;
  }
}
