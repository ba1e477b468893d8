import { AdviserDetailsPort } from '../ports/adviser-details.port';
import type { PortalActor } from '../session/portal-actor';
import { Injectable } from '../shared/injectable';

/** The adviser entity ids of the client (session/user/adviser for a client; the client's client_adviser for an adviser). */
@Injectable()
export class ClientAdvisers {
  constructor(private readonly port: AdviserDetailsPort) {}

  async ids(user: Pick<PortalActor, 'credential' | 'role' | 'clientId'>): Promise<number[]> {
    if (user.role === 'client') return [...new Set(await this.port.sessionAdvisers({ credential: user.credential }))];
    const id = await this.port.clientAdviser({ credential: user.credential, clientId: user.clientId });
    return id === null ? [] : [id];
  }
}
