import type { ClientRecord } from '../data/records';

export type ClientStatusPatch = Partial<
  Pick<ClientRecord, 'xptReviewStatus' | 'factfindStatus' | 'roboJourneyStatus' | 'clientAccessLevel'>
>;

/** Changes to client records made through PATCH, laid over the generated records. */
export class ClientState {
  private readonly patches = new Map<number, ClientStatusPatch>();

  current(client: ClientRecord): ClientRecord {
    const patch = this.patches.get(client.entityId);
    return patch ? { ...client, ...patch } : client;
  }

  patch(entityId: number, patch: ClientStatusPatch): void {
    this.patches.set(entityId, { ...this.patches.get(entityId), ...patch });
  }
}
