import { personaPersonalRecord } from '../data/my-account/persona-personal';
import type { Flag, PersonalRecord } from '../data/my-account/personal-records';
import { generatePersonalRecord } from '../data/my-account/personal-records';
import type { FirmIndex } from '../data/firm-index';
import type { DemoFirm } from '../data/records';
import { CLIENT_USERNAME_SUFFIX } from '../data/demo-constants';

export type PreferencePatch = Partial<PersonalRecord['preferences']>;

/**
 * Personal data per client, generated on first read from the client record and the seed, with the
 * preferences and biometric choices clients change while the process runs laid over it.
 */
export class MyAccountStore {
  private readonly records = new Map<number, PersonalRecord>();
  private readonly personaNames = new Map<number, string>();
  private readonly seed: number;

  constructor(
    private readonly index: FirmIndex,
    firm: DemoFirm,
  ) {
    for (const u of firm.users) {
      if (u.role === 'ClientUser' && u.username.endsWith(CLIENT_USERNAME_SUFFIX))
        this.personaNames.set(u.entityId, u.username.slice(0, -CLIENT_USERNAME_SUFFIX.length));
    }
    this.seed = firm.seed;
  }

  /** The client's personal data, or undefined for an unknown entity. */
  get(entityId: number): PersonalRecord | undefined {
    const cached = this.records.get(entityId);
    if (cached) return cached;
    const client = this.index.client(entityId);
    if (!client) return undefined;
    const name = this.personaNames.get(entityId);
    const record = name ? personaPersonalRecord(this.seed, client, name) : generatePersonalRecord(this.seed, client);
    this.records.set(entityId, record);
    return record;
  }

  setPreferences(entityId: number, patch: PreferencePatch): void {
    const r = this.get(entityId);
    if (r) this.records.set(entityId, { ...r, preferences: { ...r.preferences, ...patch } });
  }

  setBiometric(entityId: number, choice: Flag): void {
    const r = this.get(entityId);
    if (r) this.records.set(entityId, { ...r, biometric: choice });
  }
}
