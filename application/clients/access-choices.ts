import { ClientsPort, FieldChoice } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { ACCESS_LEVEL_FIELD } from '../session/load-portal-user.use-case';

/** The client_access_level choices; null when the lookup fails (the portal-view list is then empty). */
export async function accessLevelChoices(
  platform: ClientsPort,
  credential: PlatformCredential,
): Promise<FieldChoice[] | null> {
  try {
    return await platform.getFieldChoices(credential, ACCESS_LEVEL_FIELD.entity, ACCESS_LEVEL_FIELD.field);
  } catch {
    return null;
  }
}
