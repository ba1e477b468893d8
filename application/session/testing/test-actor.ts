import { SiteAccessLevel } from '../../../domain/access/access-level';
import type { PortalActor } from '../portal-actor';

/** A PortalActor for use-case specs: client 5 for themself at the Portfolio level, unless told otherwise. */
export function testActor(over: Partial<PortalActor> = {}): PortalActor {
  return {
    userId: 1,
    role: 'client',
    clientId: 5,
    isPreviewMode: false,
    siteAccessLevel: SiteAccessLevel.Portfolio,
    clientAccessLevel: null,
    preferredCurrency: null,
    partnerId: null,
    credential: { token: 't' },
    today: '2026-06-30',
    ...over,
  };
}

const ACTOR_FIELDS = ['clientId', 'siteAccessLevel', 'preferredCurrency', 'partnerId', 'today'] as const;
/** The client fields a spec may set beside a use case's own input. */
export type ActorFields = Pick<PortalActor, (typeof ACTOR_FIELDS)[number]>;

/** Splits a spec's flat input into the PortalActor (its client fields over `base`) and the use case's own input. */
export function splitActor<Q extends object>(
  flat: Q & Partial<ActorFields>,
  base: Partial<PortalActor> = {},
): [PortalActor, Omit<Q, keyof ActorFields>] {
  const over: Record<string, unknown> = { ...base };
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    if ((ACTOR_FIELDS as readonly string[]).includes(key)) over[key] = value;
    else rest[key] = value;
  }
  return [testActor(over), rest as Omit<Q, keyof ActorFields>];
}
