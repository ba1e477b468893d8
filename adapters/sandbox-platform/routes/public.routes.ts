import { DEFAULT_LOGIN_PROFILE_ID } from '../data/demo-constants';
import { notFound, validation } from '../http/errors';
import { ok, type RequestContext } from '../http/reply';
import { anonymous, type Route } from '../http/route';

/** Feature toggles the portal asks about; any other key is off. The valuation report reads client_analysis too. */
export const TOGGLES: Record<string, boolean> = {
  portfolio_account_visibility: true,
  /** spec 2 §1: the client-analysis toggle (empty states, instructions and payment tabs). */
  client_analysis: true,
  /** spec 2 §1: the third-party market data line. */
  market_data_logo: true,
};

function loginProfile(ctx: RequestContext) {
  const id = Number(ctx.params.id);
  if (id !== DEFAULT_LOGIN_PROFILE_ID) throw notFound(`login profile ${id}`);
  return ok({ id, inactive_session_timeout_client: ctx.state.settings.sessionTimeoutMinutes });
}

function toggleCondition(ctx: RequestContext) {
  const key = ctx.query.get('key');
  if (!key) throw validation('key is required');
  return ok({ key, enabled: TOGGLES[key] ?? false });
}

export const publicRoutes: Route[] = [
  anonymous('GET', 'site', (ctx) => ok({ site_locales: ['en-gb'], version: ctx.state.settings.platformVersion })),
  anonymous('GET', 'health', (ctx) => ok({ status: ctx.state.maintenance ? 'BAD' : 'OK' })),
  anonymous('GET', 'feature_toggle/toggle_condition', toggleCondition),
  anonymous('GET', 'sysadmin/loginsetting/login_profile/:id', loginProfile),
];
