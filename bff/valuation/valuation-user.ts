import type { Request } from 'express';
import type { ValuationUser } from '../../application/valuation/valuation-user';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { todayIso } from '../analysis/analysis-client';

/** The client a valuation request is for: the signed-in client, or the adviser's client in context (the guard made sure one exists). */
export function valuationUser(req: Request): ValuationUser {
  const s = req.session;
  const user = s.user!;
  if (user.role === CLIENT_ROLE) {
    return { role: 'client', clientId: user.entityId!, siteAccessLevel: user.siteAccessLevel, preferredCurrency: user.preferredCurrency, partnerId: user.partnerEntityId ?? null, today: todayIso() };
  }
  const client = s.clientInContext!;
  return { role: 'adviser', clientId: client.entityId, siteAccessLevel: client.siteAccessLevel, preferredCurrency: null, partnerId: client.partnerEntityId ?? null, today: todayIso() };
}
