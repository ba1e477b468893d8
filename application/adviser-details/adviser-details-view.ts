import type { AdviserContactType } from '../../domain/config/site-config';

/** A call link: what to show and the tel: or mailto: address. */
export interface ContactLink {
  display: string;
  href: string;
}

/** One adviser card (spec 3 §2 "Adviser details page"): only work phones and the work email are counted. */
export interface AdviserCardView {
  id: number;
  name: string;
  roleDescription: string | null;
  /** The formatted address, one line each; empty when there is none. */
  addressLines: string[];
  /** A show-on-map link for the address; null without an address. */
  mapUrl: string | null;
  phones: ContactLink[];
  email: ContactLink | null;
  /** The portal's own address of the photo; null shows the fallback icon. */
  photoUrl: string | null;
}

/** The firm's general contact card, from the site content. */
export interface GeneralContactView {
  name: string;
  description: string | null;
  addressLines: string[];
  mapUrl: string | null;
  phone: ContactLink | null;
  email: ContactLink | null;
  openingHours: string | null;
  /** An image path under /core/; null for the default icon. */
  icon: string | null;
}

export interface PolicyLink {
  label: string;
  /** A router path under /core/, e.g. '/privacy-policy'. */
  to: string;
}

export interface AdviserDetailsView {
  contactType: AdviserContactType;
  heading: string;
  introduction: string | null;
  /** Null unless the contact type shows general contact details (and some are configured). */
  general: GeneralContactView | null;
  /** Whether the adviser part is shown (contact type AdviserDetails or Both). */
  showAdvisers: boolean;
  advisers: AdviserCardView[];
  /** 'Your adviser details are not available.' when the adviser part is shown but there are none; else null. */
  notAvailable: string | null;
  importantInformation: { heading: string; links: PolicyLink[]; copyrightHtml: string };
}
