import { formatAddress } from '../../../domain/contact/address';
import type { AddressRecord, PersonalRecord } from '../data/my-account/personal-records';
import type { ClientRecord } from '../data/records';

/** spec 3 §3: address type 1 is residential. */
const RESIDENTIAL = 1;
const PHONE_TYPES = ['p1', 'p2', 'p3'];

/** The residential address on one line: its lines as the personal details page shows them, then postcode and country. */
function oneLine(a: AddressRecord | undefined): string | null {
  if (!a) return null;
  const parts = [...formatAddress({ ...a, postcode: null, country: null }), a.postcode, a.country]
    .map((s) => (s ?? '').trim())
    .filter((s) => s !== '');
  return parts.length ? parts.join(', ') : null;
}

/**
 * GET entity/client/{id}/review/playback: the facts the personal data routes serve (views/personal.view.ts), so
 * the review plays back what the client's personal details show. The preferred phone is as stored, with its
 * contact's dial code beside it: the portal normalises it (spec 3 §5) as it does on the personal details page.
 */
export function reviewPlaybackView(c: ClientRecord, p: PersonalRecord) {
  const phone = p.contacts.find((x) => x.preferred && PHONE_TYPES.includes(x.type));
  const dependents = p.dependents
    .map((d) => [d.firstName, d.lastName].filter(Boolean).join(' '))
    .filter((n) => n !== '');
  return {
    entity_id: c.entityId,
    contact: {
      preferred_email: c.preferredEmail,
      preferred_phone: phone ? phone.value : null,
      preferred_phone_country_code: phone && phone.countryCode !== '' ? phone.countryCode : null,
      address: oneLine(p.addresses.find((a) => a.addressType === RESIDENTIAL)),
    },
    personal: {
      first_name: c.firstName,
      last_name: c.lastName,
      dob: c.dob,
      marital_status: p.maritalStatus,
      dependents: dependents.length ? dependents.join(', ') : null,
    },
  };
}
