import type { PlatformCredential } from '../ports/platform.port';

/**
 * Whose account pages are open: the signed-in client for themselves, or an adviser viewing the
 * client in context (read-only). The BFF's guard has made sure one of the two exists.
 */
export interface MyAccountClient {
  credential: PlatformCredential;
  role: 'client' | 'adviser';
  entityId: number;
}
