import { localeDateFormat, parseLocaleDate } from './dates';
import { FieldErrors, isBlank } from './field-errors';

/** The adviser client list (spec 1 §2.9, §4.1, §5, §7, §9). */

/** spec 1 §7, §9: client list page size. */
export const CLIENT_LIST_PAGE_SIZE = 20;
/** spec 1 §7, §9: default sort key. */
export const DEFAULT_CLIENT_SORT = 'entity_name';
/** spec 1 §4.1: a leading minus sorts descending. */
export const DESCENDING_PREFIX = '-';

/** spec 1 §2.9: heading of the client list. */
export const YOUR_CLIENTS_HEADING = 'Your Clients';
/** spec 1 §2.9: search form labels. */
export const CLIENT_SEARCH_LABELS = {
  name: 'Client name',
  dob: 'Date of birth',
  postcode: 'Postcode search',
  submit: 'Search',
} as const;
/** spec 1 §2.9: the paging button. */
export const LOAD_MORE = 'Load more...';
/** spec 1 §2.9: empty result. */
export const NO_CLIENTS_FOUND = 'No clients were found. Try widening your search criteria.';
/** spec 1 §2.9: shown instead of the list without usable local storage. */
export const PRIVATE_BROWSING_NOT_SUPPORTED = 'Adviser view is not supported in private browsing mode.';
/** spec 1 §2.9: a client with no user_id. */
export const NO_CLIENT_ACCESS = 'No client access';
/** spec 1 §5 */
export const INVALID_CLIENT_NAME = 'Please enter a valid name';
/** spec 1 §5: followed by the locale's date format. */
export const INVALID_DATE_FORMAT_PREFIX = 'Please enter a date in a valid format of ';
/** spec 1 §5 */
export const INVALID_POSTCODE = 'Please only enter a number or a letter';

/**
 * spec 1 §5: letters, digits, space and underscore (1 to 100), then an alphanumeric character,
 * then up to 100 more characters that may also include hyphen, apostrophe and full stop.
 * Letters and digits include accented ones.
 */
export const CLIENT_NAME_PATTERN = /^[\p{L}\p{N}_ ]{1,100}[\p{L}\p{N}][\p{L}\p{N}_ '.-]{0,100}$/u;
/** spec 1 §5: letters, digits, spaces and underscore. */
export const POSTCODE_PATTERN = /^[\p{L}\p{N}_ ]+$/u;

export type ClientSortColumn = 'entity_name' | 'dob';
export type ClientSearchField = 'name' | 'dob' | 'postcode';

/** spec 1 §5: the date-format message, e.g. 'Please enter a date in a valid format of DD/MM/YYYY'. */
export function invalidDateFormatMessage(locale: string | null | undefined): string {
  return INVALID_DATE_FORMAT_PREFIX + localeDateFormat(locale);
}

/** spec 1 §5: every criterion is optional; each one given must be valid. */
export function validateClientSearch(
  values: { name?: string | null; dob?: string | null; postcode?: string | null },
  locale: string | null | undefined,
): FieldErrors<ClientSearchField> {
  const errors: FieldErrors<ClientSearchField> = {};
  if (!isBlank(values.name) && !CLIENT_NAME_PATTERN.test(values.name as string)) errors.name = INVALID_CLIENT_NAME;
  if (!isBlank(values.dob) && parseLocaleDate(values.dob, locale) === null)
    errors.dob = invalidDateFormatMessage(locale);
  if (!isBlank(values.postcode) && !POSTCODE_PATTERN.test(values.postcode as string))
    errors.postcode = INVALID_POSTCODE;
  return errors;
}

/** spec 1 §4.1: a new column sorts ascending; the same column again flips the direction. */
export function toggleSort(current: string, column: ClientSortColumn): string {
  if (current === column) return DESCENDING_PREFIX + column;
  return column;
}

/** spec 1 §2.9: the caption above the results. */
export function clientListCaption(count: number, hasMore: boolean): string {
  return hasMore
    ? `Showing the first ${count} clients that match the search criteria.`
    : 'Showing all clients that match the search criteria.';
}

/** spec 1 §2.9: a row opens only with client access or in preview mode. */
export function canOpenClient(row: { has_client_access?: boolean | null; is_preview_mode?: boolean | null }): boolean {
  return row.has_client_access === true || row.is_preview_mode === true;
}
