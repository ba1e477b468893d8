import type { Request } from 'express';
import type { AnalysisClient } from '../../application/analysis/analysis-scope';
import { CLIENT_ROLE } from '../../domain/access/access-level';

/**
 * The client whose figures a request reads: the signed-in client, or the adviser's client in
 * context. The access guard has already made sure one of the two exists.
 */
export function analysisClient(req: Request): AnalysisClient {
  const s = req.session;
  const user = s.user!;
  if (user.role === CLIENT_ROLE) return { clientId: user.entityId!, siteAccessLevel: user.siteAccessLevel, preferredCurrency: user.preferredCurrency, partnerId: user.partnerEntityId ?? null };
  const client = s.clientInContext!;
  return { clientId: client.entityId, siteAccessLevel: client.siteAccessLevel, preferredCurrency: null, partnerId: client.partnerEntityId ?? null };
}

/** Today's date, 'YYYY-MM-DD', as the analysis ranges count it. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
