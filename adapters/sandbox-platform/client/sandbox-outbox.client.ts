import axios, { isAxiosError } from 'axios';
import { PlatformError } from '../../../application/ports/platform-error';
import { SandboxOutboxPort, type OutboxMessage } from '../../../application/ports/sandbox-outbox.port';

export const OUTBOX_PATH = '/sandbox/outbox';
export const DEFAULT_OUTBOX_TIMEOUT_MS = 5_000;

/** The outbox as the sandbox serves it (adapters/PLATFORM-API.md, "Sandbox only"). */
type WireOutbox = Record<
  string,
  { kind?: unknown; channel?: unknown; target?: unknown; code?: unknown; sent_at?: unknown }[]
>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Reads GET {origin}/sandbox/outbox of a running sandbox platform: one attempt, with a time limit. */
export class SandboxOutboxClient extends SandboxOutboxPort {
  readonly url: string;

  constructor(
    origin: string,
    private readonly timeoutMs: number = DEFAULT_OUTBOX_TIMEOUT_MS,
  ) {
    super();
    this.url = new URL(OUTBOX_PATH, origin).toString();
  }

  async readOutbox(): Promise<Record<string, OutboxMessage[]>> {
    let data: unknown;
    try {
      data = (await axios.get<unknown>(this.url, { timeout: this.timeoutMs, headers: { Accept: 'application/json' } }))
        .data;
    } catch (e) {
      throw this.failure(e);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new PlatformError('unknown', 200, `${this.url} did not answer with an outbox`);
    }
    return Object.fromEntries(
      Object.entries(data as WireOutbox).map(([username, entries]) => [
        username,
        (Array.isArray(entries) ? entries : []).map((m) => ({
          kind: text(m.kind),
          channel: text(m.channel),
          target: text(m.target),
          code: typeof m.code === 'string' ? m.code : null,
          sentAt: text(m.sent_at),
        })),
      ]),
    );
  }

  private failure(e: unknown): PlatformError {
    if (!isAxiosError(e)) return new PlatformError('unknown', 0, e instanceof Error ? e.message : String(e));
    const status = e.response?.status;
    if (status === 404)
      return new PlatformError('not_found', 404, `${this.url} was not found: the server is not a sandbox platform`);
    if (status !== undefined) return new PlatformError('unavailable', status, `${this.url} answered ${status}`);
    if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') {
      return new PlatformError('timeout', 0, `${this.url} did not answer within ${this.timeoutMs} ms`);
    }
    return new PlatformError('unavailable', 0, `${this.url} could not be reached (${e.code ?? 'network error'})`);
  }
}
