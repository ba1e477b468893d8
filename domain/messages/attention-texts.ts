import { POSTPONEMENT_HEADING } from '../session/postponement';

/**
 * The home attention panel (spec 2 §2 "Attention panel text") and the 'Action required' list that
 * gathers everything waiting for the client in one place (documents to sign, unread important
 * messages, journeys awaiting).
 */

/** spec 2 §2: the panel's lead line. */
export const ATTENTION_LEAD = 'The following requires your attention:';
/** The panel's heading: the postponement panel's words (spec 2 §2). */
export const ACTION_REQUIRED_HEADING = POSTPONEMENT_HEADING;

/** spec 2 §2: 'N important message(s)'. */
export function importantMessagesText(count: number): string {
  return `${count} important message${count === 1 ? '' : 's'}`;
}

/** spec 2 §2: 'N document(s) to be signed'. */
export function documentsToSignText(count: number): string {
  return `${count} document${count === 1 ? '' : 's'} to be signed`;
}

/** The folded panel's summary on the messages page: how many things wait, 'N item(s)'. */
export function actionItemsText(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

export const ACTION_TEXTS = {
  sign: 'Sign',
  read: 'Read',
  due: 'Due',
  overdue: 'Overdue',
  noDueDate: 'No due date',
} as const;

export interface DatedAction {
  dueDate: string | null;
}

/** Documents to sign soonest due first; those without a due date last (stable otherwise). */
export function soonestDueFirst<T extends DatedAction>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => {
      if (a.item.dueDate === b.item.dueDate) return a.i - b.i;
      if (a.item.dueDate === null) return 1;
      if (b.item.dueDate === null) return -1;
      return a.item.dueDate < b.item.dueDate ? -1 : 1;
    })
    .map((x) => x.item);
}
