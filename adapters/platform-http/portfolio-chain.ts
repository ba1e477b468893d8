import type { PlatformCredential } from '../../application/ports/platform-credential';
import type { AccountSummary, PortfolioSummary, PortfoliosWithAccounts } from '../../application/ports/portfolio.port';
import { currentPlatformCallScope } from './platform-call-scope';
import type { TransportLog } from './platform-http.transport';
import { keepAsked } from './keep-asked';
import { resultRef, rowsOf, type BatchAnswer, type BatchRequest, type PlatformBatch } from './platform-batch';
import { seg } from './platform-urls';

/**
 * A client's portfolios and their accounts in one round trip: one dependent batch (adapters/PLATFORM-API.md,
 * "Batch", "Dependent reads"). The list `entity/client/{id}/portfolio` comes first; each of the next items
 * asks the accounts of one place in that list, `portfolio/portfolio/{result=portfolios:$[i].portfolioid}/account`,
 * the reference in the url as the public documentation shows it. The same again for the partner, when one is
 * named. How many portfolios a client has is known only from the answer, so PORTFOLIO_SLOTS places are asked
 * for; an item for a place the list does not have fails (the sandbox answers 400) and is not read.
 *
 * Nothing depends on a parameter being honoured: the client is in the list's path, each portfolio in its item's
 * path, and every account row is checked against the portfolio its place names (`keepAsked`). A place that
 * should have answered and did not (failed, or answered another portfolio's rows), and any portfolio beyond the
 * places, is read again with the plain batch of `portfolioAccounts`: a second round trip, for those only.
 */

/** Places asked per list: the accounts of a client's first 10 portfolios come in the batch itself. */
export const PORTFOLIO_SLOTS = 10;
export const PORTFOLIO_CHAIN_GOAL = 'client-portfolios';

type Row = Record<string, unknown>;

interface Owner {
  /** The list item's name, which its places refer to. */
  list: string;
  entityId: number;
  /** The partner's list may be refused: it then shows none. */
  optional: boolean;
}

const owners = (clientId: number, partnerId: number | null): Owner[] => [
  { list: 'portfolios', entityId: clientId, optional: false },
  ...(partnerId !== null ? [{ list: 'partner-portfolios', entityId: partnerId, optional: true }] : []),
];

const slotName = (list: string, i: number): string => `${list}:${i}`;

/** The batch: for each owner its portfolio list, then a place for each of its first `slots` portfolios. */
export function portfolioChainRequests(
  clientId: number,
  partnerId: number | null,
  slots = PORTFOLIO_SLOTS,
): BatchRequest[] {
  return owners(clientId, partnerId).flatMap(({ list, entityId }) => [
    { name: list, path: `entity/client/${seg(entityId)}/portfolio` },
    ...Array.from({ length: slots }, (_, i) => ({
      name: slotName(list, i),
      path: `portfolio/portfolio/${resultRef(list, `$[${i}].portfolioid`)}/account`,
    })),
  ]);
}

export interface PortfolioChainReaders {
  portfolio: (row: Row) => PortfolioSummary;
  account: (row: Row) => AccountSummary;
  /** portfolioAccounts: the accounts of portfolios the batch did not bring. */
  accountsOf: (portfolioIds: readonly number[]) => Promise<AccountSummary[]>;
}

export async function readPortfoliosWithAccounts(
  batch: PlatformBatch,
  log: TransportLog,
  req: { credential: PlatformCredential; clientId: number; partnerId: number | null },
  readers: PortfolioChainReaders,
  slots = PORTFOLIO_SLOTS,
): Promise<PortfoliosWithAccounts> {
  const lists = owners(req.clientId, req.partnerId);
  const required = new Set(lists.filter((o) => !o.optional).map((o) => o.list));
  // Only the client's own list fails the read; every other item is read only when what it refers to is there.
  const answers = await batch.run(
    req.credential,
    PORTFOLIO_CHAIN_GOAL,
    portfolioChainRequests(req.clientId, req.partnerId, slots),
    { optional: (name) => !required.has(name) },
  );

  const listed = new Map<string, PortfolioSummary[]>();
  const accounts = new Map<number, AccountSummary>();
  const read = new Set<number>();
  const again: { ids: number[]; optional: boolean }[] = [];
  for (const owner of lists) {
    const answer = answers.get(owner.list);
    const portfolios =
      owner.optional && !succeeded(answer) ? [] : rowsOf(answer, PORTFOLIO_CHAIN_GOAL).map(readers.portfolio);
    listed.set(owner.list, portfolios);
    const missing: number[] = [];
    portfolios.forEach((p, i) => {
      if (read.has(p.id)) return;
      read.add(p.id);
      const rows = i < slots ? placeRows(answers.get(slotName(owner.list, i)), p.id, log) : null;
      if (rows === null) missing.push(p.id);
      else for (const a of rows.map(readers.account)) if (!accounts.has(a.id)) accounts.set(a.id, a);
    });
    if (missing.length) again.push({ ids: missing, optional: owner.optional });
  }
  // Round trip 2, only for portfolios beyond the places or whose place did not answer.
  const more = await Promise.all(
    again.map(({ ids, optional }) =>
      optional ? readers.accountsOf(ids).catch(() => [] as AccountSummary[]) : readers.accountsOf(ids),
    ),
  );
  for (const a of more.flat()) if (!accounts.has(a.id)) accounts.set(a.id, a);
  return {
    portfolios: listed.get('portfolios')!,
    partnerPortfolios: listed.get('partner-portfolios') ?? [],
    accounts: [...accounts.values()],
  };
}

const succeeded = (answer: BatchAnswer | undefined): boolean => !!answer && answer.code >= 200 && answer.code < 300;

/**
 * The account rows a place answered for the portfolio it names, or null when they must be read again: the
 * place failed, did not answer a list, or answered rows of another portfolio (dropped and logged).
 */
function placeRows(answer: BatchAnswer | undefined, portfolioId: number, log: TransportLog): Row[] | null {
  const requestId = currentPlatformCallScope()?.requestId ?? '-';
  if (!succeeded(answer) || !Array.isArray(answer!.body)) {
    log.warn(
      `request ${requestId}: batch ${PORTFOLIO_CHAIN_GOAL} item ${answer?.name ?? '?'} answered ${answer?.code ?? 'nothing'} for portfolio ${portfolioId}: its accounts are read again on their own`,
    );
    return null;
  }
  const rows = answer!.body as Row[];
  const kept = keepAsked(
    rows,
    [portfolioId],
    (a) => a.portfolioid,
    `${PORTFOLIO_CHAIN_GOAL}: portfolio ${portfolioId}`,
    log,
  );
  return kept.length === rows.length ? kept : null;
}
