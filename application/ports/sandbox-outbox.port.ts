/** One code or e-mail the embedded sandbox platform "sent" (adapters/PLATFORM-API.md, "Sandbox only"). */
export interface OutboxMessage {
  /** 'mfa', 'enrolment', 'reset', 'verification', 'username', 'signing' (a digital-signing code) or 'notification' (an e-mail to the adviser). */
  kind: string;
  channel: string;
  /** Where it went (the sandbox shows the full phone number or address). */
  target: string;
  /** The one-time code; null for a message without one (the forgotten-username e-mail). */
  code: string | null;
  /** ISO date-time. */
  sentAt: string;
}

/**
 * What the embedded sandbox platform has sent, per stored username ('farah@client'), newest last.
 * Only the sandbox has an outbox: a real platform sends real messages.
 *
 * Rejects with a PlatformError: 'unavailable' or 'timeout' when nothing answers, 'not_found' when
 * the server that answers is not a sandbox.
 */
export abstract class SandboxOutboxPort {
  abstract readOutbox(): Promise<Record<string, OutboxMessage[]>>;
}

/** Where a portal started without PLATFORM_URL runs its embedded sandbox (its SANDBOX_PORT). */
export const DEFAULT_SANDBOX_PORT = 3001;
