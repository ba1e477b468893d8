/**
 * Addresses (spec 3 §3 "Personal details", "Contact entries"): the client's residential and postal
 * addresses (types 1 and 0) and the adviser's (type 2) have the same parts and are laid out by one rule,
 * on the personal details page and on the adviser cards alike.
 */

/** An address as the platform gives it. */
export interface Address {
  block: string | null;
  streetName: string | null;
  streetName2: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
}

const clean = (s: string | null | undefined): string => (s ?? '').trim();

/**
 * spec 3 §3: block, street name, street_name_2 (or street when it is blank), suburb, state and postcode
 * ('Somerset BA1 1AA'), country; one line each, trimmed, empty parts left out. None: no lines.
 */
export function formatAddress(a: Address | null): string[] {
  if (!a) return [];
  const second = clean(a.streetName2) || clean(a.street);
  const region = [clean(a.state), clean(a.postcode)].filter(Boolean).join(' ');
  return [clean(a.block), clean(a.streetName), second, clean(a.suburb), region, clean(a.country)].filter(
    (l) => l !== '',
  );
}
