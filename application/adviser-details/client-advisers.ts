import { AdviserDetailsPort } from '../ports/adviser-details.port';
import type { PlatformCredential } from '../ports/platform.port';
import { Injectable } from '../shared/injectable';

/** Whose adviser details: the signed-in client's, or those of the client an adviser has in context. */
export interface AdviserDetailsUser {
  credential: PlatformCredential;
  isClient: boolean;
  clientId: number;
}

/** The adviser entity ids of the client (session/user/adviser for a client; the client's client_adviser for an adviser). */
@Injectable()
export class ClientAdvisers {
  constructor(private readonly port: AdviserDetailsPort) {}

  async ids(user: AdviserDetailsUser): Promise<number[]> {
    if (user.isClient) return [...new Set(await this.port.sessionAdvisers({ credential: user.credential }))];
    const id = await this.port.clientAdviser({ credential: user.credential, clientId: user.clientId });
    return id === null ? [] : [id];
  }
}
