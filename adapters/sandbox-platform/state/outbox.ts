/** What the sandbox "sent": every code and username e-mail, per stored username, newest last. */
export type OutboxKind = 'mfa' | 'enrolment' | 'reset' | 'verification' | 'username' | 'signing' | 'notification';

export interface OutboxEntry {
  kind: OutboxKind;
  channel: 'sms' | 'email';
  target: string;
  code: string | null;
  sent_at: string;
}

export class Outbox {
  private readonly entries = new Map<string, OutboxEntry[]>();

  constructor(private readonly now: () => number) {}

  record(username: string, entry: Omit<OutboxEntry, 'sent_at'>): void {
    const list = this.entries.get(username) ?? [];
    list.push({ ...entry, sent_at: new Date(this.now()).toISOString() });
    this.entries.set(username, list);
  }

  for(username: string): readonly OutboxEntry[] {
    return this.entries.get(username) ?? [];
  }

  toJSON(): Record<string, OutboxEntry[]> {
    return Object.fromEntries(this.entries);
  }
}
