/** Personal details page (spec 3 §2 "Personal details page", §3 "Personal details"). */

export type ContactKind = 'home' | 'work' | 'mobile' | 'email';

/** spec 3 §3: contact types p1 home, p2 work, p3 mobile, m1 or m2 email; null for any other. */
export function contactKind(type: string): ContactKind | null {
  switch (type.trim().toLowerCase()) {
    case 'p1':
      return 'home';
    case 'p2':
      return 'work';
    case 'p3':
      return 'mobile';
    case 'm1':
    case 'm2':
      return 'email';
    default:
      return null;
  }
}

/** The label shown for each kind of contact. */
export const CONTACT_LABELS: Record<ContactKind, string> = {
  home: 'Home phone',
  work: 'Work phone',
  mobile: 'Mobile phone',
  email: 'Email',
};

/** A tel: link for a normalised phone number (spaces and hyphens dropped). */
export function phoneHref(normalised: string): string {
  return `tel:${normalised.replace(/[\s-]/g, '')}`;
}

/** spec 3 §2: the intro panel's link to compose a message. */
export const CONTACT_YOUR_ADVISER = 'Contact your adviser';
export const PERSONAL_DETAILS_LOAD_ERROR =
  'There has been a problem loading your personal details. Please try again. If the problem persists please contact support.';
