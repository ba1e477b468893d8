import { withoutBidiControls } from '../messages/file-name';

/**
 * The audited view-as log: every time an adviser opens a client's portal or reads one of their
 * documents, the client can see who, when and what (not in the spec; issue 13: "no anchor portal gives
 * this to the client"). Texts and limits live here so the BFF and the web app say the same words.
 */

/** The page heading and My Account label. */
export const PORTAL_VIEWS_HEADING = 'Who has viewed my portal';
/** What an entry says when an adviser placed the client in context. */
export const OPENED_PORTAL = 'Opened your portal';
/**
 * How an entry names a document the client may not see (an adviser-only file note, or a file of one): the log
 * names only what the client may see, so neither its subject nor its file name is written (issue 21).
 */
export const UNNAMED_DOCUMENT = 'a document in your file';
/**
 * What an entry says when an adviser read a message or document. `subject` is null when the client may not see
 * the docnote: the entry then does not name it. Bidirectional controls are removed, so the subject reads as it is.
 */
export const readWhat = (subject: string | null): string =>
  subject === null ? `Read ${UNNAMED_DOCUMENT}` : `Read "${withoutBidiControls(subject).trim() || 'a message'}"`;
/** What an entry says when an adviser downloaded a file; `filename` null when the client may not see its docnote. */
export const downloadedWhat = (filename: string | null): string =>
  filename === null
    ? `Downloaded ${UNNAMED_DOCUMENT}`
    : `Downloaded ${withoutBidiControls(filename).trim() || 'a file'}`;
/** The page when there is nothing to show. */
export const NO_PORTAL_VIEWS = 'No adviser has viewed your portal in the last 13 months.';
/** Entries a page of the log holds. */
export const PORTAL_VIEWS_PAGE_SIZE = 20;
/** Entries kept per client at most (the stream is capped at about this many). */
export const PORTAL_VIEWS_MAX_ENTRIES = 1000;
/** Entries older than this many months are trimmed. */
export const PORTAL_VIEWS_RETENTION_MONTHS = 13;
/** A recording that takes longer than this is abandoned: it never holds up the adviser's request. */
export const PORTAL_VIEW_RECORD_TIMEOUT_MS = 500;

export type PortalViewAction = 'opened' | 'read' | 'downloaded';

/** One entry of the log. */
export interface PortalViewEntry {
  /** Stream id ('<ms>-<seq>'): orders the entries and pages the log. */
  id: string;
  /** ISO date-time. */
  at: string;
  adviserUserId: number;
  adviserName: string;
  action: PortalViewAction;
  what: string;
  /** The adviser was in preview mode (seeing the portal as the client would). */
  previewMode: boolean;
}

/** The oldest time (ms) kept: PORTAL_VIEWS_RETENTION_MONTHS calendar months before `nowMs`. */
export function retentionCutoffMs(nowMs: number): number {
  const d = new Date(nowMs);
  d.setUTCMonth(d.getUTCMonth() - PORTAL_VIEWS_RETENTION_MONTHS);
  return d.getTime();
}

/** A paging cursor is a stream id. */
export const isStreamId = (s: string): boolean => /^\d{1,15}-\d{1,10}$/.test(s);

/** The milliseconds of a stream id. */
export const streamIdMs = (id: string): number => Number(id.split('-')[0]);
