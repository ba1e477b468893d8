import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADVISER_ROLE, CLIENT_ROLE } from '../../domain/access/access-level';
import { ACCESS_DENIED_MESSAGE, checkPageAccess } from '../../domain/access/page-access';
import { NO_VALID_SESSION_MESSAGE } from '../../domain/errors/error-toast';
import { NEEDS_CLIENT_IN_CONTEXT } from '../../domain/session/portal-context';
import { PortalConfigToken } from '../config/portal-config.token';
import { PortalConfig } from '../config/portal-config';
import { destroySession } from '../session/portal-session';
import { ACCESS_RULE, type AccessRule } from './access-rule';
import { PortalFailure } from './portal-failure';

const NO_VALID_SESSION = NO_VALID_SESSION_MESSAGE;
const NOT_AUTHORISED = ACCESS_DENIED_MESSAGE;
/** Touch the idle clock at most this often, so that reads do not write the session every time. */
const TOUCH_EVERY_MS = 5_000;

/**
 * The server side of every access rule: a signed-in session within its idle and absolute limits,
 * the role, the client in context (mandatory for advisers on client endpoints) and the site access
 * level of the page.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PortalConfigToken) private readonly config: PortalConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const s = req.session;
    if (!s?.user || !s.platform)
      throw new PortalFailure({ code: 'no_session', message: NO_VALID_SESSION, apiMessage: NO_VALID_SESSION });

    const now = Date.now();
    const idleMs = s.timeout?.timeoutMs ?? 20 * 60_000;
    if (now - (s.lastSeenAt ?? 0) > idleMs || now - (s.signedInAt ?? 0) > this.config.absoluteSessionMs) {
      await destroySession(req);
      throw new PortalFailure({ code: 'no_session', message: NO_VALID_SESSION, apiMessage: NO_VALID_SESSION });
    }
    if (now - (s.lastSeenAt ?? 0) > TOUCH_EVERY_MS) s.lastSeenAt = now;

    const user = s.user;
    if (rule.roles && !rule.roles.includes(user.role))
      throw new PortalFailure({ code: 'forbidden', message: NOT_AUTHORISED });
    if (rule.client && user.role === ADVISER_ROLE && !s.clientInContext) {
      throw new PortalFailure({ code: 'forbidden', message: NEEDS_CLIENT_IN_CONTEXT });
    }
    if (rule.client && user.role === CLIENT_ROLE && user.entityId == null)
      throw new PortalFailure({ code: 'forbidden', message: NOT_AUTHORISED });
    if (rule.page) {
      const siteAccessLevel =
        user.role === ADVISER_ROLE ? (s.clientInContext?.siteAccessLevel ?? null) : user.siteAccessLevel;
      const decision = checkPageAccess({
        role: user.role,
        siteAccessLevel,
        hasClientInContext: !!s.clientInContext,
        page: rule.page,
      });
      if (!decision.allowed) throw new PortalFailure({ code: 'forbidden', message: NOT_AUTHORISED });
    }
    return true;
  }
}
