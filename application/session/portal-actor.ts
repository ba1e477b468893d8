import { CLIENT_ROLE, type ClientAccessLevel, type SiteAccessLevel } from '../../domain/access/access-level';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PlatformCredential } from '../ports/platform-credential';
import type { ClientInContext, PortalUser } from './portal-user';

/** A client acts for themself; an adviser acts for the client they have chosen (spec 3 §6). */
export type ActorRole = 'client' | 'adviser';

/**
 * Who acts for which client on one request: the signed-in user and the client whose data they work
 * with (the signed-in client's own entity, or the adviser's client in context), with what the session
 * knows of that client. Every use case that acts on a client's data takes this one type (or a Pick of it).
 * The platform works out the client's capabilities per call; they are not held here.
 */
export interface PortalActor {
  /** The signed-in user's id. */
  userId: number;
  role: ActorRole;
  /** The client acted for: the signed-in client's entity, or the adviser's client in context. */
  clientId: number;
  /** An adviser previewing the client's portal; never for a client's own session. */
  isPreviewMode: boolean;
  /** The level pages are gated by: the client's own, or the client in context's. */
  siteAccessLevel: SiteAccessLevel | null;
  clientAccessLevel: ClientAccessLevel | null;
  /** The client's own preferred currency; null for an adviser (then read from the platform). */
  preferredCurrency: string | null;
  /** The client's partner (spec 2 §5, §6): with view_partner their own portfolios are shown too. */
  partnerId: number | null;
  /** The platform session the user's calls go through. */
  credential: PlatformCredential;
  /** 'YYYY-MM-DD', today in the firm's time zone: ranges, report dates and overdue marks count from it. */
  today: string;
}

/** What a session may lack: nobody signed in, or nobody to act for (an adviser without a client in context). */
export type ActorGap = 'no_user' | 'no_client';

export interface ActorSource {
  user?: PortalUser | null;
  clientInContext?: ClientInContext | null;
  credential?: PlatformCredential | null;
  today: string;
}

/** The one place a session's optional user, client in context and credential become a PortalActor. */
export function portalActor(source: ActorSource): Result<PortalActor, ActorGap> {
  const { user, clientInContext: chosen, credential, today } = source;
  if (!user || !credential) return err('no_user');
  if (user.role === CLIENT_ROLE) {
    if (user.entityId == null) return err('no_client');
    return ok({
      userId: user.id,
      role: 'client',
      clientId: user.entityId,
      isPreviewMode: false,
      siteAccessLevel: user.siteAccessLevel,
      clientAccessLevel: user.clientAccessLevel,
      preferredCurrency: user.preferredCurrency,
      partnerId: user.partnerEntityId ?? null,
      credential,
      today,
    });
  }
  if (!chosen) return err('no_client');
  return ok({
    userId: user.id,
    role: 'adviser',
    clientId: chosen.entityId,
    isPreviewMode: chosen.isPreviewMode === true,
    siteAccessLevel: chosen.siteAccessLevel,
    clientAccessLevel: chosen.clientAccessLevel,
    preferredCurrency: null,
    partnerId: chosen.partnerEntityId ?? null,
    credential,
    today,
  });
}
