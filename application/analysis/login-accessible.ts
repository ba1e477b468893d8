import type { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';

/**
 * spec 2 §5, §6: other people's portfolios (ranked after shared: the partner's single ones, other
 * single and other joint ones) are shown only when their owner is login accessible. Who is, by id:
 * the client, the partner the session vetted (a login-accessible related member), and the family
 * group's members the platform marks loginAccessible. When the platform cannot say, nobody else is.
 */
export async function loginAccessibleOwners(
  platform: ClientsPort,
  credential: PlatformCredential,
  client: { clientId: number; partnerId?: number | null },
): Promise<Set<number>> {
  const ids = new Set<number>([client.clientId]);
  if (client.partnerId != null) ids.add(client.partnerId);
  try {
    for (const m of await platform.getClientGroupMembers(credential, client.clientId))
      if (m.loginAccessible === true) ids.add(Number(m.memberId));
  } catch {
    // Unknown: only the client and the vetted partner count as login accessible.
  }
  return ids;
}
