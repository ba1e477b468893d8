import { emailLink, mapSearchUrl, phoneLink } from '../../domain/contact/adviser-details';
import { prefixImagePath } from '../../domain/config/site-config';
import type { GeneralContactView } from './adviser-details-view';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The general contact card from the site content (content.adviserDetails.generalContact); null without a name. */
export function generalContactFrom(raw: unknown): GeneralContactView | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  const name = text(c.name);
  if (!name) return null;
  const address = Array.isArray(c.address)
    ? c.address.map(text).filter((l): l is string => l !== null)
    : (text(c.address)?.split(/\s*\n\s*/) ?? []);
  const icon = text(c.icon);
  return {
    name,
    description: text(c.description),
    addressLines: address,
    mapUrl: mapSearchUrl(address),
    phone: text(c.phone) ? phoneLink(text(c.phone)!) : null,
    email: text(c.email) ? emailLink(text(c.email)!) : null,
    openingHours: text(c.openingHours),
    icon: icon ? prefixImagePath(icon) : null,
  };
}
