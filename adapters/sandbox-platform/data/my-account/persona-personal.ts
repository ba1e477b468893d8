import { first } from '../../../../domain/shared/present';
import { AMELIA_CHILD } from '../personas';
import type { ClientRecord } from '../records';
import { generatePersonalRecord, type AddressRecord, type PersonalRecord } from './personal-records';

/** The home amelia and ben share (their residential address). */
const HARTLEY_HOME: Omit<AddressRecord, 'addressId'> = {
  addressType: 1,
  block: null,
  streetName: '14 Quarry Street',
  streetName2: null,
  street: null,
  suburb: 'Guildford',
  state: 'Surrey',
  postcode: 'GU1 3AJ',
  country: 'United Kingdom',
};

/**
 * Personal data of the personas (PERSONAS.md): amelia's preferences are email on, mail off, SMS on,
 * and her phones are stored in the forms spec 3 §5 normalises (a leading 00; a national 0 where the
 * contact's dial code is missing; no dial code and no leading 0). Her marital status was never recorded:
 * it is the one empty value her annual review plays back (PERSONAS.md). ben shares her home and their son.
 * lena is Australian: a 1300 number left as it is, and her home in Australia (her postcode's state).
 */
export function personaPersonalRecord(seed: number, client: ClientRecord, username: string): PersonalRecord {
  const base = generatePersonalRecord(seed, client, username === 'lena' ? 'Australia' : 'United Kingdom');
  const id = client.entityId;
  if (username === 'amelia') {
    return {
      ...base,
      title: 'Mrs',
      middleName: 'Rose',
      countryOfBirth: 'United Kingdom',
      ukDomiciled: true,
      ukDomicileCountry: 'United Kingdom',
      maritalStatus: null,
      contacts: [
        { contactId: id * 10 + 1, type: 'p1', value: '0044 1483 555 012', preferred: false, countryCode: '44' },
        { contactId: id * 10 + 2, type: 'p2', value: '020 7946 0958', preferred: false, countryCode: '44' },
        { contactId: id * 10 + 3, type: 'p3', value: '7700 900123', preferred: true, countryCode: '' },
        { contactId: id * 10 + 4, type: 'm1', value: 'amelia@example.com', preferred: true, countryCode: '' },
        {
          contactId: id * 10 + 5,
          type: 'm2',
          value: 'amelia.hartley@work.example.com',
          preferred: false,
          countryCode: '',
        },
      ],
      addresses: [
        { ...HARTLEY_HOME, addressId: id * 10 + 6 },
        {
          addressId: id * 10 + 7,
          addressType: 0,
          block: 'Flat 2',
          streetName: 'Chertsey House',
          streetName2: '9 Chertsey Street',
          street: null,
          suburb: 'Guildford',
          state: 'Surrey',
          postcode: 'GU1 4HD',
          country: 'United Kingdom',
        },
      ],
      preferences: { email: '1', mail: '0', sms: '1' },
      dependents: [
        {
          dependentId: id * 10 + 8,
          firstName: AMELIA_CHILD.firstName,
          lastName: AMELIA_CHILD.lastName,
          dob: AMELIA_CHILD.dob,
          relationship: 'Son',
        },
      ],
      biometric: null,
    };
  }
  if (username === 'ben') {
    return {
      ...base,
      maritalStatus: 'Married',
      addresses: [
        { ...HARTLEY_HOME, addressId: id * 10 + 6 },
        { ...HARTLEY_HOME, addressId: id * 10 + 7, addressType: 0 },
      ],
      dependents: [
        {
          dependentId: id * 10 + 8,
          firstName: AMELIA_CHILD.firstName,
          lastName: AMELIA_CHILD.lastName,
          dob: AMELIA_CHILD.dob,
          relationship: 'Son',
        },
      ],
    };
  }
  if (username === 'lena') {
    return {
      ...base,
      countryOfBirth: 'Australia',
      ukDomiciled: false,
      ukDomicileCountry: 'Australia',
      contacts: [
        { contactId: id * 10 + 1, type: 'p1', value: '1300 655 506', preferred: false, countryCode: '61' },
        { contactId: id * 10 + 3, type: 'p3', value: '0412 345 678', preferred: true, countryCode: '61' },
        { contactId: id * 10 + 4, type: 'm1', value: 'lena@example.com', preferred: true, countryCode: '' },
      ],
      addresses: [
        first(base.addresses),
        {
          addressId: id * 10 + 7,
          addressType: 0,
          block: 'Level 4',
          streetName: '120 Collins Street',
          streetName2: null,
          street: null,
          suburb: 'Melbourne',
          state: 'VIC',
          postcode: '3000',
          country: 'Australia',
        },
      ],
    };
  }
  return base;
}
