import { ClientAccessLevel } from '../../../../domain/access/access-level';
import { itemAt } from '../../../../domain/shared/present';
import { IDS } from '../demo-constants';
import type { FirmIndex } from '../firm-index';
import type { ClientRecord } from '../records';
import { assetFromPlan, type AssetPlan } from './asset-plan';
import type { SandboxAsset } from './asset-records';
import { carlaAssetPlans, generatedAssetPlans, scaleAssetPlans } from './client-assets';
import { hartleyAssetPlans } from './hartley-assets';

/** Who has assets: clients of level Portfolio or Assets, and everyone in the Hartley household. */
export function hasAssetData(client: ClientRecord): boolean {
  return (
    client.clientAccessLevel === ClientAccessLevel.ClientPortfolio ||
    client.clientAccessLevel === ClientAccessLevel.ClientAssets
  );
}

/**
 * The assets of the dataset an entity belongs to (the Hartley household is one dataset, everyone else
 * their own), a pure function of the seed, the firm and the as-of date (valuation dates lie in the 45
 * days before it).
 */
export function generateAssets(seed: number, index: FirmIndex, entityId: number, asOf: string): SandboxAsset[] {
  const group = index.groupOf(entityId);
  if (group?.groupId === IDS.ameliaGroup) {
    // The household's three members, in the group's order.
    const members = group.members.map((m) => index.client(m.entityId)!);
    return build(seed, 'hartley', hartleyAssetPlans(itemAt(members, 0), itemAt(members, 1), itemAt(members, 2)), asOf);
  }
  const client = index.client(entityId);
  if (!client || !hasAssetData(client)) return [];
  const username = client.userId === null ? null : index.userById(client.userId)?.username;
  if (username === 'carla@client') return build(seed, 'carla', carlaAssetPlans(client), asOf);
  if (username === 'scale@client') return build(seed, 'scale', scaleAssetPlans(seed, client), asOf);
  return build(seed, `client-${client.entityId}`, generatedAssetPlans(seed, client), asOf);
}

const build = (seed: number, stream: string, plans: AssetPlan[], asOf: string): SandboxAsset[] =>
  plans.map((p) => assetFromPlan(seed, stream, p, asOf));

/** The key under which an entity's dataset is kept. */
export function assetDatasetKey(index: FirmIndex, entityId: number): string {
  return index.groupOf(entityId)?.groupId === IDS.ameliaGroup ? 'hartley' : String(entityId);
}
