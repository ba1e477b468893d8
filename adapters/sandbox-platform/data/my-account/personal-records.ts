import type { ClientRecord } from '../records';
import { intBetween, pick, recordRng } from '../prng';
import { placeFor, type AddressCountry } from './address-places';

/**
 * A client's personal data as the platform stores it (spec 3 §3 "Personal details", "Preferences",
 * "Biometric permission"): details beyond the client summary, contacts, addresses, preferences,
 * dependents and the biometric choice. Generated from the client record and the seed; personas take
 * their values from PERSONAS.md (see persona-personal.ts).
 */

/** spec 3 §3: p1 home, p2 work, p3 mobile, m1 or m2 email. */
export type ContactType = 'p1' | 'p2' | 'p3' | 'm1' | 'm2';

export interface ContactRecord {
  contactId: number;
  type: ContactType;
  /** As stored: phones may be written in any of the forms spec 3 §5 normalises. */
  value: string;
  preferred: boolean;
  /** The contact's country dial code ('44'), or '' when none is stored. */
  countryCode: string;
}

/** spec 3 §3: address type 0 postal, 1 residential (2 adviser is never a client's). */
export type AddressType = 0 | 1;

export interface AddressRecord {
  addressId: number;
  addressType: AddressType;
  block: string | null;
  streetName: string | null;
  streetName2: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string;
}

export interface DependentRecord {
  dependentId: number;
  firstName: string;
  lastName: string;
  dob: string;
  relationship: string;
}

export type Flag = '1' | '0';

export interface PersonalRecord {
  entityId: number;
  title: string | null;
  middleName: string | null;
  countryOfBirth: string;
  ukDomiciled: boolean;
  ukDomicileCountry: string | null;
  /** null where the platform holds none. */
  maritalStatus: string | null;
  contacts: ContactRecord[];
  addresses: AddressRecord[];
  preferences: { email: Flag; mail: Flag; sms: Flag };
  dependents: DependentRecord[];
  /** '1', '0', or null while the client has never chosen. */
  biometric: Flag | null;
}

const AREA = 'personal';
const MIDDLE_NAMES = ['Jane', 'Louise', 'Mary', 'James', 'Edward', 'Rose', 'Thomas', 'Anne'];
const STREETS = [
  'High Street',
  'Church Lane',
  'Station Road',
  'Mill Lane',
  'Victoria Road',
  'The Green',
  'Park Avenue',
];
const MARITAL = ['Married', 'Single', 'Divorced', 'Widowed', 'Civil partnership'];
const CHILD_NAMES = ['Oliver', 'Isla', 'Noah', 'Freya', 'Arthur', 'Ivy'];

/** Contact and address ids: unique per client, stable. */
const contactId = (entityId: number, n: number) => entityId * 10 + n;

/**
 * A generated client's personal data: UK phones in the stored forms a back office holds, both
 * addresses in the client's country, their town and county or state agreeing with the postcode.
 */
export function generatePersonalRecord(
  seed: number,
  client: ClientRecord,
  country: AddressCountry = 'United Kingdom',
): PersonalRecord {
  const rng = recordRng(seed, AREA, client.entityId);
  // The place has its own stream; this draw (once the town) keeps the rest of the record as it was.
  rng();
  const place = placeFor(recordRng(seed, 'address', client.entityId), country, client.preferredPostcode);
  const number = intBetween(rng, 1, 120);
  const landline = `01${intBetween(rng, 200, 999)} ${intBetween(rng, 100000, 999999)}`;
  const trust = client.entityType === 'Trust';
  const postalElsewhere = rng() < 0.3;
  const married = !trust && rng() < 0.55;
  const dependentCount = trust ? 0 : intBetween(rng, 0, 2);
  const contacts: ContactRecord[] = [
    { contactId: contactId(client.entityId, 1), type: 'p1', value: landline, preferred: false, countryCode: '44' },
    ...(client.mobile
      ? [
          {
            contactId: contactId(client.entityId, 3),
            type: 'p3' as const,
            value: client.mobile,
            preferred: true,
            countryCode: '44',
          },
        ]
      : []),
    ...(client.preferredEmail
      ? [
          {
            contactId: contactId(client.entityId, 4),
            type: 'm1' as const,
            value: client.preferredEmail,
            preferred: true,
            countryCode: '',
          },
        ]
      : []),
  ];
  const residential: AddressRecord = {
    addressId: contactId(client.entityId, 6),
    addressType: 1,
    block: null,
    streetName: `${number} ${pick(rng, STREETS)}`,
    streetName2: null,
    street: null,
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    country: place.country,
  };
  const postal: AddressRecord = postalElsewhere
    ? {
        ...residential,
        addressId: contactId(client.entityId, 7),
        addressType: 0,
        block: `PO Box ${intBetween(rng, 100, 999)}`,
        streetName: null,
      }
    : { ...residential, addressId: contactId(client.entityId, 7), addressType: 0 };
  const lastName = client.lastName ?? '';
  return {
    entityId: client.entityId,
    title: client.salutation,
    middleName: trust || rng() < 0.5 ? null : pick(rng, MIDDLE_NAMES),
    countryOfBirth: 'United Kingdom',
    ukDomiciled: true,
    ukDomicileCountry: 'United Kingdom',
    maritalStatus: trust ? 'Not applicable' : married ? 'Married' : pick(rng, MARITAL.slice(1)),
    contacts,
    addresses: [residential, postal],
    preferences: { email: rng() < 0.7 ? '1' : '0', mail: rng() < 0.4 ? '1' : '0', sms: rng() < 0.5 ? '1' : '0' },
    dependents: Array.from({ length: dependentCount }, (_, i) => ({
      dependentId: contactId(client.entityId, 8 + i),
      firstName: pick(rng, CHILD_NAMES),
      lastName,
      dob: `${intBetween(rng, 2008, 2022)}-0${intBetween(rng, 1, 9)}-1${intBetween(rng, 0, 9)}`,
      relationship: 'Child',
    })),
    biometric: null,
  };
}
