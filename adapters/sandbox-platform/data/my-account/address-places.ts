import { pick, type Rng } from '../prng';

/**
 * Where a generated address lies, by country: a town and its county or state that agree with the
 * postcode. A client record's preferred_postcode, when there is one, is the address's postcode and
 * chooses the town; otherwise a place and its postcode are drawn.
 */

export type AddressCountry = 'United Kingdom' | 'Australia';

export interface Place {
  suburb: string;
  state: string;
  postcode: string;
  country: AddressCountry;
}

/** UK postcode areas (the letters of the outward code) of OUTWARD_CODES: a town and county in each. */
const UK_AREAS: Readonly<Record<string, readonly [string, string]>> = {
  SW: ['London', 'Greater London'],
  W: ['London', 'Greater London'],
  NW: ['London', 'Greater London'],
  N: ['London', 'Greater London'],
  EC: ['London', 'Greater London'],
  SE: ['London', 'Greater London'],
  E: ['London', 'Greater London'],
  KT: ['Kingston upon Thames', 'Surrey'],
  RH: ['Redhill', 'Surrey'],
  GU: ['Guildford', 'Surrey'],
  RG: ['Henley-on-Thames', 'Oxfordshire'],
  OX: ['Oxford', 'Oxfordshire'],
  CB: ['Cambridge', 'Cambridgeshire'],
  BA: ['Bath', 'Somerset'],
  BS: ['Bristol', 'Avon'],
  EX: ['Exeter', 'Devon'],
  TR: ['Truro', 'Cornwall'],
  BH: ['Poole', 'Dorset'],
  SO: ['Winchester', 'Hampshire'],
  BN: ['Brighton', 'East Sussex'],
  CT: ['Canterbury', 'Kent'],
  TN: ['Tunbridge Wells', 'Kent'],
  ME: ['Maidstone', 'Kent'],
  CM: ['Chelmsford', 'Essex'],
  AL: ['St Albans', 'Hertfordshire'],
  HP: ['Beaconsfield', 'Buckinghamshire'],
  MK: ['Milton Keynes', 'Buckinghamshire'],
  NN: ['Northampton', 'Northamptonshire'],
  LE: ['Leicester', 'Leicestershire'],
  NG: ['Nottingham', 'Nottinghamshire'],
  DE: ['Derby', 'Derbyshire'],
  B: ['Birmingham', 'West Midlands'],
  CV: ['Stratford-upon-Avon', 'Warwickshire'],
  WR: ['Worcester', 'Worcestershire'],
  HR: ['Hereford', 'Herefordshire'],
  SY: ['Shrewsbury', 'Shropshire'],
  CH: ['Chester', 'Cheshire'],
  M: ['Manchester', 'Greater Manchester'],
  WA: ['Altrincham', 'Greater Manchester'],
  SK: ['Wilmslow', 'Cheshire'],
  L: ['Liverpool', 'Merseyside'],
  PR: ['Preston', 'Lancashire'],
  LA: ['Lancaster', 'Lancashire'],
  CA: ['Carlisle', 'Cumbria'],
  LS: ['Leeds', 'West Yorkshire'],
  HG: ['Harrogate', 'North Yorkshire'],
  YO: ['York', 'North Yorkshire'],
  HU: ['Hull', 'East Yorkshire'],
  S: ['Sheffield', 'South Yorkshire'],
  NE: ['Newcastle upon Tyne', 'Tyne and Wear'],
  DH: ['Durham', 'County Durham'],
  TS: ['Stokesley', 'North Yorkshire'],
  EH: ['Edinburgh', 'Midlothian'],
  G: ['Glasgow', 'Lanarkshire'],
  AB: ['Aberdeen', 'Aberdeenshire'],
  KY: ['St Andrews', 'Fife'],
  PH: ['Perth', 'Perthshire'],
  IV: ['Inverness', 'Highland'],
  CF: ['Cardiff', 'South Glamorgan'],
  SA: ['Swansea', 'West Glamorgan'],
  LL: ['Llandudno', 'Conwy'],
  NP: ['Newport', 'Gwent'],
  BT: ['Belfast', 'County Antrim'],
};

/** Drawn when a UK client has no postcode. */
const UK_PLACES: readonly Omit<Place, 'country'>[] = [
  { suburb: 'Guildford', state: 'Surrey', postcode: 'GU1 2AB' },
  { suburb: 'Bristol', state: 'Avon', postcode: 'BS8 1TH' },
  { suburb: 'Manchester', state: 'Greater Manchester', postcode: 'M20 2LR' },
  { suburb: 'Oxford', state: 'Oxfordshire', postcode: 'OX2 6HT' },
  { suburb: 'Edinburgh', state: 'Midlothian', postcode: 'EH4 1QD' },
  { suburb: 'Leeds', state: 'West Yorkshire', postcode: 'LS8 2DU' },
];

/** Australian suburbs, their state and postcode; the first digit of a postcode names the state. */
const AU_PLACES: readonly Omit<Place, 'country'>[] = [
  { suburb: 'South Yarra', state: 'VIC', postcode: '3141' },
  { suburb: 'Hawthorn', state: 'VIC', postcode: '3122' },
  { suburb: 'Paddington', state: 'NSW', postcode: '2021' },
  { suburb: 'Mosman', state: 'NSW', postcode: '2088' },
  { suburb: 'New Farm', state: 'QLD', postcode: '4005' },
  { suburb: 'Norwood', state: 'SA', postcode: '5067' },
  { suburb: 'Subiaco', state: 'WA', postcode: '6008' },
  { suburb: 'Sandy Bay', state: 'TAS', postcode: '7005' },
  { suburb: 'Kingston', state: 'ACT', postcode: '2604' },
];

function ukPlace(rng: Rng, postcode: string | null): Place {
  if (!postcode) return { ...pick(rng, UK_PLACES), country: 'United Kingdom' };
  const area = /^[A-Z]{1,2}/i.exec(postcode.trim())?.[0].toUpperCase() ?? '';
  const [suburb, state] = UK_AREAS[area] ??
    UK_AREAS[area.slice(0, 1)] ?? [pick(rng, UK_PLACES).suburb, pick(rng, UK_PLACES).state];
  return { suburb, state, postcode, country: 'United Kingdom' };
}

function auPlace(rng: Rng, postcode: string | null): Place {
  if (!postcode) return { ...pick(rng, AU_PLACES), country: 'Australia' };
  const same = AU_PLACES.find((p) => p.postcode === postcode.trim());
  const sameState = AU_PLACES.filter((p) => p.postcode[0] === postcode.trim()[0]);
  const place = same ?? (sameState.length ? pick(rng, sameState) : pick(rng, AU_PLACES));
  return { suburb: place.suburb, state: place.state, postcode: postcode.trim(), country: 'Australia' };
}

/** A place in the country that agrees with the client's postcode (or draws one when there is none). */
export function placeFor(rng: Rng, country: AddressCountry, postcode: string | null): Place {
  return country === 'Australia' ? auPlace(rng, postcode) : ukPlace(rng, postcode);
}
