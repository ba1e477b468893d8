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
  const work = entries
    .filter((e) => EMAIL_TYPES.includes(e.type) && e.location === 'work')
    .sort((a, b) => Number(b.preferred) - Number(a.preferred));
  for (const e of work) {
    const link = emailLink(e.value);
    if (link) return link;
  }
  return null;
}

/** The show-on-map link for an address's lines (domain/contact/address.ts); null without any. */
export function mapSearchUrl(lines: readonly string[]): string | null {
  return lines.length ? `${MAP_SEARCH_URL}${encodeURIComponent(lines.join(', '))}` : null;
}
