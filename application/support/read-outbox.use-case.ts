import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { SandboxOutboxPort, type OutboxMessage } from '../ports/sandbox-outbox.port';
import { Injectable } from '../shared/injectable';

export interface LastCode extends OutboxMessage {
  /** The stored username ('farah@client'). */
  username: string;
  code: string;
}

/** The last one-time code the sandbox sent to each user, by username. */
@Injectable()
export class ReadOutboxUseCase {
  constructor(private readonly outbox: SandboxOutboxPort) {}

  async execute(): Promise<Result<LastCode[], PortalError>> {
    try {
      const byUser = await this.outbox.readOutbox();
      const last = Object.entries(byUser).flatMap(([username, messages]): LastCode[] => {
        const latest = messages.filter((m): m is OutboxMessage & { code: string } => m.code !== null).at(-1);
        return latest ? [{ username, ...latest }] : [];
      });
      return ok(last.sort((a, b) => a.username.localeCompare(b.username)));
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
