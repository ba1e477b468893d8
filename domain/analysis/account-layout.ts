/** Tiles or table for the account summary (spec 2 §2 "Home dashboard"). */

/** spec 2 §2: more accounts than this switches tiles to a table. */
export const MAX_ACCOUNT_TILES = 9;
/** spec 2 §2: more linked accounts than this switches tiles to a table. */
export const MAX_LINKED_ACCOUNT_TILES = 8;
/** spec 2 §2: more accounts and linked accounts together than this switches tiles to a table. */
export const MAX_COMBINED_ACCOUNT_TILES = 13;

export type AccountLayout = 'tiles' | 'table';

/** spec 2 §2: a table when accounts exceed 9, linked exceed 8, or combined exceed 13. */
export function accountLayout(accounts: number, linkedAccounts: number): AccountLayout {
  return accounts > MAX_ACCOUNT_TILES ||
    linkedAccounts > MAX_LINKED_ACCOUNT_TILES ||
    accounts + linkedAccounts > MAX_COMBINED_ACCOUNT_TILES
    ? 'table'
    : 'tiles';
}
