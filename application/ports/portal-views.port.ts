import type { PortalViewEntry } from '../../domain/audit/portal-views';

/** What is recorded: the entry without its id, which the store gives. */
export type NewPortalView = Omit<PortalViewEntry, 'id' | 'at'> & { atMs: number };

export interface PortalViewPage {
  /** Newest first. */
  entries: PortalViewEntry[];
  /** The cursor of the next (older) page; null at the end. */
  next: string | null;
}

/**
 * The view-as log of each client: capped (about PORTAL_VIEWS_MAX_ENTRIES per client) and trimmed to
 * PORTAL_VIEWS_RETENTION_MONTHS. In Redis when there is one, so every BFF process shares it.
 */
export abstract class PortalViewsPort {
  abstract record(clientId: number, view: NewPortalView): Promise<void>;
  /** A page, newest first, of entries older than `before` (a stream id) when given; never older than `notBeforeMs`. */
  abstract list(
    clientId: number,
    q: { before: string | null; limit: number; notBeforeMs: number },
  ): Promise<PortalViewPage>;
}
