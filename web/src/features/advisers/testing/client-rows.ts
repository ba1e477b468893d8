import { SiteAccessLevel } from '../../../../../domain/access/access-level';
import { last } from '../../../../../domain/shared/present';
import { clientListCaption } from '../../../../../domain/validation/client-search';
import type { ClientPage, ClientRow, PortalView, SessionView } from '../../../lib/contract';

export function clientRow(id: number, overrides: Partial<ClientRow> = {}): ClientRow {
  return {
    id,
    entityName: `Client ${String(id).padStart(3, '0')}`,
    preferredEmail: null,
    dob: '1970-01-15',
    preferredPostcode: 'GU1 3AJ',
    siteAccessLevel: SiteAccessLevel.Portfolio,
    hasClientAccess: true,
    isPreviewMode: false,
    userId: id + 1000,
    bookmark: `b${id}`,
    ...overrides,
  };
}

export function clientPage(rows: ClientRow[], hasMore = false, sort = 'entity_name'): ClientPage {
  return {
    rows,
    hasMore,
    nextBookmark: hasMore ? last(rows).bookmark : null,
    sort,
    caption: clientListCaption(rows.length, hasMore),
  };
}

export const PORTAL_VIEWS: PortalView[] = [
  { view: SiteAccessLevel.Portfolio, label: 'Portfolio', clientAccessLevel: 1 },
  { view: SiteAccessLevel.Assets, label: 'Assets', clientAccessLevel: 2 },
  { view: SiteAccessLevel.Messages, label: 'Messages', clientAccessLevel: 3 },
];

export function adviserSession(clientInContext: SessionView['clientInContext'] = null): SessionView {
  return {
    user: {
      id: 1,
      username: 'adviser',
      entityId: 1001,
      displayName: 'Sarah Whitfield',
      role: 'User',
      locale: 'en-gb',
      preferredCurrency: 'GBP',
      userTimezone: 'Europe/London',
      lastLogin: null,
      tfaMethods: [],
      clientAccessLevel: null,
      siteAccessLevel: null,
      loginProfileId: 1,
      relatedEntities: [],
      partnerDisplayName: null,
      partnerEntityId: null,
    },
    clientInContext,
    siteAccessLevel: clientInContext?.siteAccessLevel ?? null,
    timeout: { timeoutMs: 1_200_000, warningMs: 900_000 },
    csrfToken: 'session-token',
  };
}
