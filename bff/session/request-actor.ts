import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { portalActor, type PortalActor } from '../../application/session/portal-actor';
import { NEEDS_CLIENT_IN_CONTEXT } from '../../domain/session/portal-context';
import { PortalFailure } from '../common/portal-failure';
import { todayIso } from './firm-today';
import { SESSION_ENDED } from './portal-session';

/**
 * Who acts for which client on this request, built once from the session. On a route marked
 * @Access({ client: true }) the access guard has already refused a session without a user or, for
 * an adviser, without a client in context; anywhere else those answer 401 and 409 here.
 */
export function requestActor(req: Request): PortalActor {
  const s = req.session;
  const actor = portalActor({
    user: s?.user,
    clientInContext: s?.clientInContext,
    credential: s?.platform,
    today: todayIso(req),
  });
  if (actor.ok) return actor.value;
  if (actor.error === 'no_user')
    throw new PortalFailure({ code: 'no_session', message: SESSION_ENDED, apiMessage: SESSION_ENDED });
  throw new PortalFailure({ code: 'wrong_step', message: NEEDS_CLIENT_IN_CONTEXT });
}

/** A handler's parameter: the request's PortalActor (see requestActor). */
export const Actor = createParamDecorator((_: unknown, context: ExecutionContext): PortalActor =>
  requestActor(context.switchToHttp().getRequest<Request>()),
);
