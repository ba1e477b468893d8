import { normalisePhoneNumber } from '../../domain/contact/phone-number';
import type { ReviewPlaybackRecord } from '../ports/review.port';

/**
 * The playback values as the portal shows them: the preferred phone normalised with its dial code (spec 3 §5),
 * as the personal details page shows the same contact; every other value as the platform holds it.
 */
export function playbackValues(record: ReviewPlaybackRecord): ReviewPlaybackRecord {
  const phone = record.contact.preferred_phone;
  if (phone === null || phone === undefined || phone.trim() === '') return record;
  return {
    ...record,
    contact: { ...record.contact, preferred_phone: normalisePhoneNumber(phone, record.preferredPhoneCountryCode) },
  };
}
