import { itemAt } from '../../../domain/shared/present';
import type { AdviserRecord } from './records';

/** The contact entries of adviser/{id}/contact: p1 home, p2 work, p3 mobile, m1 or m2 e-mail (spec 3 §3). */
export interface AdviserContactEntry {
  contactId: number;
  type: 'p1' | 'p2' | 'p3' | 'm1' | 'm2';
  value: string;
  countryCode: string;
  preferred: boolean;
  /** E-mails only: whether it is the work or the home address. */
  location: 'work' | 'home' | null;
}

export interface AdviserAddress {
  block: string | null;
  streetName: string;
  streetName2: string | null;
  suburb: string;
  state: string | null;
  postcode: string;
  country: string;
}

/** What the platform holds about an adviser beyond their name: role, photo, contacts and office address. */
export interface AdviserProfile {
  roleDescription: string;
  /** Relative to the planning service (the platform's origin); null when the adviser has no photo. */
  photoPath: string | null;
  contacts: AdviserContactEntry[];
  address: AdviserAddress;
}

/** Photos are served from here, relative to the planning service. */
export const ADVISER_PHOTO_DIR = 'planning/images/advisers';

interface Office {
  block: string | null;
  streetName: string;
  suburb: string;
  state: string | null;
  postcode: string;
  phoneStem: string;
}

const OFFICES: readonly Office[] = [
  {
    block: 'Harbour House',
    streetName: '12 Quay Street',
    suburb: 'Bristol',
    state: null,
    postcode: 'BS1 4DJ',
    phoneStem: '0117 496 0',
  },
  {
    block: null,
    streetName: '40 King Street',
    suburb: 'Manchester',
    state: 'Greater Manchester',
    postcode: 'M2 4LY',
    phoneStem: '0161 496 0',
  },
];
const ROLES = ['Chartered Financial Planner', 'Independent Financial Adviser'];

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
const last3 = (n: number): string => String(n % 1000).padStart(3, '0');

/**
 * Each adviser's profile, derived from their record: the first adviser of the firm (`adviser`) has a
 * photo and two work phones; the others have none (their cards show the fallback icon). Every adviser
 * also has a home phone, a mobile and a home e-mail, which the portal must not show.
 */
export function adviserProfile(adviser: AdviserRecord, position: number): AdviserProfile {
  const office = itemAt(OFFICES, position % OFFICES.length);
  const id = adviser.entityId;
  const first = slug(adviser.firstName);
  const last = slug(adviser.lastName);
  const contacts: AdviserContactEntry[] = [
    {
      contactId: id * 10 + 1,
      type: 'p1',
      value: `01632 960${last3(id)}`,
      countryCode: '44',
      preferred: false,
      location: null,
    },
    {
      contactId: id * 10 + 2,
      type: 'p2',
      value: `${office.phoneStem}${last3(id)}`,
      countryCode: '44',
      preferred: true,
      location: null,
    },
    {
      contactId: id * 10 + 3,
      type: 'p3',
      value: `07700 900${last3(id)}`,
      countryCode: '44',
      preferred: false,
      location: null,
    },
    {
      contactId: id * 10 + 4,
      type: 'm1',
      value: `${first}.${last}@harbourvale.example`,
      countryCode: '44',
      preferred: true,
      location: 'work',
    },
    {
      contactId: id * 10 + 5,
      type: 'm2',
      value: `${first}${last}@home.example`,
      countryCode: '44',
      preferred: false,
      location: 'home',
    },
  ];
  if (position === 0)
    contacts.push({
      contactId: id * 10 + 6,
      type: 'p2',
      value: `0800 046 0${last3(id)}`,
      countryCode: '44',
      preferred: false,
      location: null,
    });
  return {
    roleDescription: itemAt(ROLES, position % ROLES.length),
    photoPath: position === 0 ? `${ADVISER_PHOTO_DIR}/${id}.svg` : null,
    contacts,
    address: {
      block: office.block,
      streetName: office.streetName,
      streetName2: null,
      suburb: office.suburb,
      state: office.state,
      postcode: office.postcode,
      country: 'United Kingdom',
    },
  };
}

/** A portrait for an adviser's photo: their initials on the firm's colours. */
export function adviserPortraitSvg(adviser: AdviserRecord): string {
  const initials = `${adviser.firstName[0] ?? ''}${adviser.lastName[0] ?? ''}`.toUpperCase().replace(/[^A-Z]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    '<rect width="96" height="96" fill="#0b3d5c"/>',
    '<circle cx="48" cy="38" r="18" fill="#c8962e"/>',
    '<path d="M14 96c4-20 18-30 34-30s30 10 34 30z" fill="#c8962e"/>',
    `<text x="48" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#0b3d5c">${initials}</text>`,
    '</svg>',
  ].join('');
}
