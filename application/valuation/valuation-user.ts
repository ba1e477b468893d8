import type { SiteAccessLevel } from '../../domain/access/access-level';

/** Who asks for a valuation report (spec 3 §6): a client for themselves, or an adviser for the client in context. */
export interface ValuationUser {
  role: 'client' | 'adviser';
  clientId: number;
  /** The level pages are gated by: the client's own, or the client in context's. */
  siteAccessLevel: SiteAccessLevel | null;
  preferredCurrency?: string | null;
  partnerId?: number | null;
  /** 'YYYY-MM-DD' */
  today: string;
}

export const NEEDS_ASSETS_OR_PORTFOLIO = 'Valuation reports need the Assets or Portfolio access level.';
export const TEMPLATE_NOT_FOUND = 'No such report template.';
export const SELECTION_REFUSED = 'Choose one of the options this report offers.';
export const JOB_NOT_FOUND = 'No such report job.';
