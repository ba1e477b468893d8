import { ADVISER_ROLE, CLIENT_ROLE, type RoleName } from '../../../../domain/access/access-level';
import { LOGIN_PATH } from '../../../../domain/access/page-access';

/** spec 3 "Site terms page": advisers back to the client list, signed-in clients to the clients area, anyone else to login. */
export function siteTermsBackLink(input: { signedIn: boolean; role: RoleName | null; clientListPath: string }): string {
  if (input.signedIn && input.role === ADVISER_ROLE) return input.clientListPath;
  if (input.signedIn && input.role === CLIENT_ROLE) return '/clients/';
  return LOGIN_PATH;
}
