/** Configurable page segments (spec 1 §2, spec 3 §9). */

/** spec 1 §2.6: page entries link under this path. */
export const CLIENTS_PAGE_BASE = '/clients/';

/** 'documentsAndMessages' → 'documents-and-messages' (spec 1 §2: the default segment form). */
export function kebabCase(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase();
}

/** The configured segment for a page key, or the kebab-case form of the key when none is configured. */
export function segmentFor(pageKey: string, configured?: Record<string, string>): string {
  const value = configured?.[pageKey];
  const trimmed = typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : '';
  return trimmed !== '' ? trimmed : kebabCase(pageKey);
}

/** '/clients/{segment}/' for a client page key (spec 1 §2.6). */
export function clientPagePath(pageKey: string, configured?: Record<string, string>): string {
  return `${CLIENTS_PAGE_BASE}${segmentFor(pageKey, configured)}/`;
}
