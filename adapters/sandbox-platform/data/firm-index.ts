import type { ClientGroupRecord, ClientRecord, DemoFirm, UserRecord } from './records';

/** Lookups over the generated firm, built once per process. */
export class FirmIndex {
  private readonly usersByName = new Map<string, UserRecord>();
  private readonly usersById = new Map<number, UserRecord>();
  private readonly clientsById = new Map<number, ClientRecord>();
  private readonly clientsByAdviser = new Map<number, ClientRecord[]>();
  private readonly groupsByEntity = new Map<number, ClientGroupRecord>();

  constructor(readonly firm: DemoFirm) {
    for (const u of firm.users) {
      this.usersByName.set(u.username.toLowerCase(), u);
      this.usersById.set(u.userId, u);
    }
    for (const c of firm.clients) {
      this.clientsById.set(c.entityId, c);
      const book = this.clientsByAdviser.get(c.adviserEntityId) ?? [];
      book.push(c);
      this.clientsByAdviser.set(c.adviserEntityId, book);
    }
    for (const g of firm.clientGroups) for (const m of g.members) this.groupsByEntity.set(m.entityId, g);
  }

  /** Exact stored username, case-insensitive ('amelia@client', 'adviser'). */
  userByUsername(username: string): UserRecord | undefined {
    return this.usersByName.get(username.trim().toLowerCase());
  }

  /** A username as a person types it: a client may leave out '@client'. */
  userByLooseName(name: string): UserRecord | undefined {
    return this.userByUsername(name) ?? this.userByUsername(`${name.trim()}@client`);
  }

  userById(userId: number): UserRecord | undefined {
    return this.usersById.get(userId);
  }

  client(entityId: number): ClientRecord | undefined {
    return this.clientsById.get(entityId);
  }

  clientsOf(adviserEntityId: number): readonly ClientRecord[] {
    return this.clientsByAdviser.get(adviserEntityId) ?? [];
  }

  groupOf(entityId: number): ClientGroupRecord | undefined {
    return this.groupsByEntity.get(entityId);
  }
}
