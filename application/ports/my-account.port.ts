import type { BiometricChoice } from '../../domain/account/biometric';
import type { Preferences } from '../../domain/account/preferences';
import type { Address } from '../../domain/contact/address';
import type { PlatformCredential } from './platform-credential';

/**
 * A client's personal data, preferences and biometric permission on the platform (spec 3 §3, §7
 * "Personal data, preferences, risk and adviser"), as typed records. Every method rejects with a
 * PlatformError on failure. Security questions are set through SessionPort.setSecurityQuestions.
 */

/** entity/client/{id} (spec 3 §3 "Personal details"). */
export interface ClientDetailsRecord {
  title: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  /** 'YYYY-MM-DD' */
  dob: string | null;
  countryOfBirth: string | null;
  preferredEmail: string | null;
  ukDomiciled: boolean | null;
  ukDomicileCountry: string | null;
  maritalStatus: string | null;
  dependents: number | null;
}

/** One contact: type p1 home, p2 work, p3 mobile, m1 or m2 email; the value as stored. */
export interface ContactRecord {
  type: string;
  value: string;
  preferred: boolean;
  countryCode: string | null;
}

/** One address: type 0 postal, 1 residential, 2 adviser. */
export interface AddressRecord extends Address {
  addressType: number;
}

export interface DependentRecord {
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  relationship: string | null;
}

export interface ClientRef {
  credential: PlatformCredential;
  entityId: number;
}

export abstract class MyAccountPort {
  abstract details(req: ClientRef): Promise<ClientDetailsRecord>;
  abstract contacts(req: ClientRef): Promise<ContactRecord[]>;
  abstract addresses(req: ClientRef): Promise<AddressRecord[]>;
  abstract dependents(req: ClientRef): Promise<DependentRecord[]>;
  /** entity/client-v3/{id}: comm_pref_email, comm_pref_mail, comm_pref_sms as '1' or '0'. */
  abstract preferences(req: ClientRef): Promise<Preferences>;
  abstract setPreferences(req: ClientRef & { preferences: Preferences }): Promise<void>;
  /** The stored choice, or null when the client has never chosen. */
  abstract biometric(req: ClientRef): Promise<BiometricChoice | null>;
  abstract setBiometric(req: ClientRef & { choice: BiometricChoice }): Promise<void>;
}
