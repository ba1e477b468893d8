import type { Address } from '../../domain/contact/address';
import type { FileContent } from './messages.port';
import type { PlatformCredential } from './platform-credential';

/**
 * The adviser of a client and their contact entries (spec 3 §3 "Contact entries", §7 "Personal data,
 * preferences, risk and adviser") as the adviser details use cases see them: typed records, not wire shapes.
 * Every method rejects with a PlatformError on failure (someone else's adviser: 'forbidden'; none: 'not_found').
 */

/** adviser/{id}: who the adviser is. */
export interface AdviserRecord {
  id: number;
  /** adviser_name (or entity_name). */
  name: string;
  /** role_description, e.g. 'Chartered Financial Planner'; null when none. */
  roleDescription: string | null;
  /** photo_url: a path relative to the planning service (the platform's origin); null when none. */
  photoPath: string | null;
}

/** One entry of adviser/{id}/contact. Contact types are p1 home, p2 work, p3 mobile, m1 or m2 email (spec 3 §3). */
export interface AdviserContactRecord {
  type: string;
  value: string;
  /** The contact's country dial code ('44'); null when none. */
  countryCode: string | null;
  preferred: boolean;
  /** For e-mail entries: 'work' or 'home'; null when the platform does not say. */
  location: 'work' | 'home' | null;
}

export abstract class AdviserDetailsPort {
  /** GET session/user/adviser: the adviser entity ids of the signed-in client. */
  abstract sessionAdvisers(req: { credential: PlatformCredential }): Promise<number[]>;
  /** GET entity/client-v4/{id} (field client_adviser): the adviser of a client an adviser has in context; null when none. */
  abstract clientAdviser(req: { credential: PlatformCredential; clientId: number }): Promise<number | null>;
  /** GET adviser/{id}. */
  abstract adviser(req: { credential: PlatformCredential; adviserId: number }): Promise<AdviserRecord>;
  /** GET adviser/{id}/contact. */
  abstract contacts(req: { credential: PlatformCredential; adviserId: number }): Promise<AdviserContactRecord[]>;
  /** GET adviser/{id}/address; null when the adviser has none. */
  abstract address(req: { credential: PlatformCredential; adviserId: number }): Promise<Address | null>;
  /** GET {planning service}/{photo path}: the photo's bytes, streamed. */
  abstract photo(req: { credential: PlatformCredential; path: string }): Promise<FileContent>;
}
