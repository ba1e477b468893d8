/** Message list sort options (spec 3 §3 "Filters", §9). */

/** spec 3 §9: in the order offered; the first is the default. */
export const MESSAGE_SORT_OPTIONS = [
  '-created_date',
  'created_date',
  '-reference_date',
  'reference_date',
  'subject',
  '-subject',
] as const;
export type MessageSort = (typeof MESSAGE_SORT_OPTIONS)[number];
/** spec 3 §9 */
export const DEFAULT_MESSAGE_SORT: MessageSort = '-created_date';

/** Labels for the sort dropdown. */
export const MESSAGE_SORT_LABELS: Readonly<Record<MessageSort, string>> = {
  '-created_date': 'Newest first',
  created_date: 'Oldest first',
  '-reference_date': 'Reference date, newest first',
  reference_date: 'Reference date, oldest first',
  subject: 'Subject A to Z',
  '-subject': 'Subject Z to A',
};

export function isMessageSort(value: unknown): value is MessageSort {
  return typeof value === 'string' && (MESSAGE_SORT_OPTIONS as readonly string[]).includes(value);
}

/** A known sort, or the default. */
export function messageSortOrDefault(value: unknown): MessageSort {
  return isMessageSort(value) ? value : DEFAULT_MESSAGE_SORT;
}
