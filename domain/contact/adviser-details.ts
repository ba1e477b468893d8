/** Rules of the adviser details page (spec 3 §2 "Adviser details page", §3 "Contact entries", §8 "Contact details"). */
import type { AdviserContactType } from '../config/site-config';
import { normalisePhoneNumber } from './phone-number';

/** spec 3 §8 "Contact details". */
export const ADVISER_DETAILS_NOT_AVAILABLE = 'Your adviser details are not available.';
/** Not given by the spec: the page heading when the site content names none (the navigation calls it 'Contact us'). */
export const DEFAULT_ADVISER_DETAILS_HEADING = 'Contact us';
/** spec 3 §2: the card listing policy links and the copyright. */
export const IMPORTANT_INFORMATION_HEADING = 'Important information';
/** spec 3 §3: contact type p2 is a work phone (p1 home and p3 mobile are not counted). */
export const WORK_PHONE_TYPE = 'p2';
/** spec 3 §3: e-mail contact types. */
export const EMAIL_TYPES: readonly string[] = ['m1', 'm2'];
/** The show-on-map link: a Google Maps search for the formatted address. */
export const MAP_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** One contact entry as the platform gives it. */
export interface ContactEntry {
  type: string;
  value: string;
  countryCode: string | null;
  preferred: boolean;
  location: 'work' | 'home' | null;
}

/** An address as the platform gives it (spec 3 §3 "Contact entries"). */
export interface AddressParts {
  block: string | null;
  streetName: string | null;
  streetName2: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  country: string | null;
  postcode: string | null;
}

export interface CallLink {
  display: string;
  href: string;
}

/** spec 3 §2: the adviser part shows for AdviserDetails and Both. */
export function showsAdviserPart(type: AdviserContactType): boolean {
  return type === 'adviserDetails' || type === 'both';
}

/** spec 3 §2: the general contact card shows for GeneralContactDetails and Both. */
export function showsGeneralPart(type: AdviserContactType): boolean {
  return type === 'generalContactDetails' || type === 'both';
}

const clean = (s: string | null | undefined): string => (s ?? '').trim();

/** A tel: link for a phone (spec 3 §5 normalisation); null when the value is not a phone. */
export function phoneLink(value: string, countryCode: string | null = null): CallLink | null {
  const display = clean(value);
  if (display === '') return null;
  const normalised = normalisePhoneNumber(display, countryCode).replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(normalised)) return null;
  return { display, href: `tel:${normalised}` };
}

/** A mailto: link; null unless the value looks like one address. */
export function emailLink(value: string): CallLink | null {
  const v = clean(value);
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v) ? { display: v, href: `mailto:${v}` } : null;
}

/** spec 3 §2: only work phones are counted, preferred first. */
export function workPhones(entries: readonly ContactEntry[]): CallLink[] {
  return [...entries]
    .filter((e) => e.type === WORK_PHONE_TYPE)
    .sort((a, b) => Number(b.preferred) - Number(a.preferred))
    .map((e) => phoneLink(e.value, e.countryCode))
    .filter((l): l is CallLink => l !== null);
}

/** spec 3 §2: only the work e-mail is counted (an e-mail entry marked work; the preferred one when several). */
export function workEmail(entries: readonly ContactEntry[]): CallLink | null {
  const work = entries.filter((e) => EMAIL_TYPES.includes(e.type) && e.location === 'work').sort((a, b) => Number(b.preferred) - Number(a.preferred));
  for (const e of work) {
    const link = emailLink(e.value);
    if (link) return link;
  }
  return null;
}

/**
 * spec 3 §3: block, street name, street_name_2 (or street), suburb, state and postcode, country;
 * one line each (block and street apart, as the general contact card shows them), empty parts left out.
 */
export function formatAddress(a: AddressParts | null): string[] {
  if (!a) return [];
  const second = clean(a.streetName2) || clean(a.street);
  const region = [clean(a.state), clean(a.postcode)].filter(Boolean).join(' ');
  return [clean(a.block), clean(a.streetName), second, clean(a.suburb), region, clean(a.country)].filter((l) => l !== '');
}

/** The show-on-map link for a formatted address; null without one. */
export function mapSearchUrl(lines: readonly string[]): string | null {
  return lines.length ? `${MAP_SEARCH_URL}${encodeURIComponent(lines.join(', '))}` : null;
}
