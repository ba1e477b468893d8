import type { Request } from 'express';
import { ADVISER_ROLE } from '../../domain/access/access-level';
import { PortalFailure } from '../common/portal-failure';
import { FIRM_TODAY_SETTING } from './firm-today';
import { NEEDS_CLIENT_IN_CONTEXT } from '../../domain/session/portal-context';
import { requestActor } from './request-actor';
import { SESSION_ENDED } from './portal-session';

const requestWith = (session: Record<string, unknown>): Request =>
  ({
    session,
    app: { get: (key: string) => (key === FIRM_TODAY_SETTING ? { today: () => '2026-11-27' } : undefined) },
  }) as unknown as Request;

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e instanceof PortalFailure ? e.error : e;
  }
  throw new Error('no failure');
};

describe('requestActor', () => {
  it("builds the actor from the session, with the firm's today", () => {
    const user = {
      id: 9,
      role: ADVISER_ROLE,
      entityId: 1001,
      preferredCurrency: 'GBP',
      siteAccessLevel: null,
      clientAccessLevel: null,
      partnerEntityId: null,
    };
    const clientInContext = {
      entityId: 101,
      siteAccessLevel: 'Portfolio',
      clientAccessLevel: 1,
      isPreviewMode: false,
      partnerEntityId: null,
    };
    expect(requestActor(requestWith({ user, clientInContext, platform: { token: 't' } }))).toMatchObject({
      userId: 9,
      role: 'adviser',
      clientId: 101,
      today: '2026-11-27',
    });
  });

  it('answers 401 without a signed-in user and 409 for an adviser without a client in context', () => {
    expect(failureOf(() => requestActor(requestWith({})))).toEqual({
      code: 'no_session',
      message: SESSION_ENDED,
      apiMessage: SESSION_ENDED,
    });
    const adviser = { id: 9, role: ADVISER_ROLE, entityId: 1001 };
    expect(failureOf(() => requestActor(requestWith({ user: adviser, platform: { token: 't' } })))).toEqual({
      code: 'wrong_step',
      message: NEEDS_CLIENT_IN_CONTEXT,
    });
  });
});
