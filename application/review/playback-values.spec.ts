import type { ReviewPlaybackRecord } from '../ports/review.port';
import { playbackValues } from './playback-values';

const record = (phone: string | null, dialCode: string | null = null): ReviewPlaybackRecord => ({
  contact: { preferred_email: 'a@example.com', preferred_phone: phone, address: '14 Quarry Street, Guildford' },
  personal: { first_name: 'Amelia', marital_status: null },
  preferredPhoneCountryCode: dialCode,
});

describe('playbackValues: the preferred phone shown as the personal details page shows it (spec 3 §5)', () => {
  it('normalises the stored phone with its dial code, or a national 0 without one', () => {
    expect(playbackValues(record('7700 900123')).contact.preferred_phone).toBe('07700900123');
    expect(playbackValues(record('0412 345 678', '61')).contact.preferred_phone).toBe('+61412345678');
    expect(playbackValues(record('0044 1483 555 012', '44')).contact.preferred_phone).toBe('+441483555012');
    expect(playbackValues(record('020 7946 0958', '44')).contact.preferred_phone).toBe('+442079460958');
  });

  it('leaves an Australian 1300 number, a value that is not a phone, and every other field as they are', () => {
    expect(playbackValues(record('1300 655 506', '61')).contact.preferred_phone).toBe('1300 655 506');
    expect(playbackValues(record('ask at reception')).contact.preferred_phone).toBe('ask at reception');
    const shown = playbackValues(record('7700 900123'));
    expect(shown.contact).toMatchObject({ preferred_email: 'a@example.com', address: '14 Quarry Street, Guildford' });
    expect(shown.personal).toEqual({ first_name: 'Amelia', marital_status: null });
  });

  it('keeps an empty phone empty, so the page shows None supplied', () => {
    expect(playbackValues(record(null)).contact.preferred_phone).toBeNull();
    expect(playbackValues({ contact: {}, personal: {} }).contact.preferred_phone).toBeUndefined();
  });
});
