/** Which accounts and portfolios are shown (spec 2 §5 "Data filters"). */

/** spec 2 §3, §5: the service type of hidden accounts. */
export const NOT_MANAGED_SERVICE_TYPE = 'Not managed';

export interface FilterableAccount {
  accountid: string;
  portfolioid?: string | null;
  service_type?: string | null;
  /** Whether the account has at least one transaction. */
  hasTransactions: boolean;
}

export interface AccountFilterOptions {
  /** The client-analysis feature toggle. */
  clientAnalysis: boolean;
  /** An account filter: only these ids stay visible (absent: no filter). */
  accountIds?: readonly string[] | null;
}

const isNotManaged = (a: FilterableAccount): boolean =>
  (a.service_type ?? '').trim().toLowerCase() === NOT_MANAGED_SERVICE_TYPE.toLowerCase();

/**
 * spec 2 §5: accounts with service type 'Not managed' are hidden; accounts without any transaction
 * are hidden unless client analysis is on or no account has a transaction at all; an account filter
 * keeps only its ids.
 */
export function visibleAccounts<A extends FilterableAccount>(
  accounts: readonly A[],
  options: AccountFilterOptions,
): A[] {
  const managed = accounts.filter((a) => !isNotManaged(a));
  const anyTransactions = managed.some((a) => a.hasTransactions);
  const wanted = options.accountIds ? new Set(options.accountIds) : null;
  return managed.filter(
    (a) => (options.clientAnalysis || !anyTransactions || a.hasTransactions) && (!wanted || wanted.has(a.accountid)),
  );
}

/** spec 2 §5: portfolios without visible accounts are dropped. */
export function portfoliosWithVisibleAccounts<P extends { portfolioid: string }>(
  portfolios: readonly P[],
  visible: readonly FilterableAccount[],
): P[] {
  const used = new Set(visible.map((a) => a.portfolioid));
  return portfolios.filter((p) => used.has(p.portfolioid));
}
