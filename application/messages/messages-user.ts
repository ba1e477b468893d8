import type { PlatformCredential } from '../ports/platform.port';

/** Who reads or sends: the signed-in client, or an adviser with the client in context (spec 3 §6). */
export interface MessagesUser {
  credential: PlatformCredential;
  isClient: boolean;
  /** The client whose messages these are. */
  clientId: number;
}
