import type { ClientRecord } from '../data/records';
import type {
  AddressRecord,
  ContactRecord,
  DependentRecord,
  PersonalRecord,
} from '../data/my-account/personal-records';
import { dateValue } from '../http/wire';

/** entity/client/{id}: the client's personal details (spec 3 §3 "Personal details"). */
export function clientDetailsView(c: ClientRecord, p: PersonalRecord) {
  return {
    entity_id: c.entityId,
    title: p.title,
    first_name: c.firstName,
    middle_name: p.middleName,
    last_name: c.lastName,
    dob: dateValue(c.dob),
    country_of_birth: p.countryOfBirth,
    preferred_email: c.preferredEmail,
    uk_domiciled: p.ukDomiciled,
    uk_domicile_country: p.ukDomicileCountry,
    marital_status: p.maritalStatus,
    dependents: p.dependents.length,
  };
}

/** One row of entity/client-v3/{id}/contact. */
export function contactView(r: ContactRecord) {
  return {
    contactid: r.contactId,
    contact_type: r.type,
    value: r.value,
    preferred: r.preferred,
    country_code: r.countryCode,
  };
}

/** One row of entity/client-v3/{id}/address. */
export function addressView(r: AddressRecord) {
  return {
    addressid: r.addressId,
    address_type: r.addressType,
    block: r.block,
    street_name: r.streetName,
    street_name_2: r.streetName2,
    street: r.street,
    suburb: r.suburb,
    state: r.state,
    postcode: r.postcode,
    country: r.country,
  };
}

/** One row of entity/client-v4/{id}/dependent. */
export function dependentView(r: DependentRecord) {
  return {
    dependentid: r.dependentId,
    first_name: r.firstName,
    last_name: r.lastName,
    dob: dateValue(r.dob),
    relationship: r.relationship,
  };
}

/** entity/client-v3/{id}: the preference fields (spec 3 §3 "Preferences"). */
export function preferencesView(entityId: number, p: PersonalRecord) {
  return {
    entity_id: entityId,
    comm_pref_email: p.preferences.email,
    comm_pref_mail: p.preferences.mail,
    comm_pref_sms: p.preferences.sms,
  };
}
