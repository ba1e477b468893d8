import { forbidden, validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { requireAdviser, signedIn, type Route } from '../http/route';
import { pickFields, requestedFields } from '../http/wire';
import { mayReadClient } from '../rights/client-rights';
import { clientListRowView, clientSummaryView } from '../views/client.view';
import { encodeBookmark, pageOfClients, readListParams } from './client-list-query';

/** The adviser's client list: only their own clients, paged by bookmark. */
function listClients(ctx: SignedInContext): Reply {
  requireAdviser(ctx, 'The client list');
  const params = readListParams(ctx.query);
  const fields = requestedFields(ctx.query);
  const page = pageOfClients(ctx.state.index.clientsOf(ctx.user.entityId), params);
  return ok(
    page.map((c) =>
      pickFields(clientListRowView(ctx.state.clients.current(c), encodeBookmark(c, params.sort)), fields, [
        'id',
        'bookmark',
      ]),
    ),
  );
}

/** The clients of a portal user: a client may ask only about themselves. */
function clientsByUser(ctx: SignedInContext): Reply {
  const raw = ctx.query.get('user_id');
  if (!raw || !/^\d+$/.test(raw)) throw validation('user_id is required');
  const userId = Number(raw);
  if (ctx.user.role === 'ClientUser' && userId !== ctx.user.userId)
    throw forbidden('a client may look up only their own user');
  const target = ctx.state.index.userById(userId);
  const client = target?.role === 'ClientUser' ? ctx.state.index.client(target.entityId) : undefined;
  if (!client) return ok([]);
  if (!mayReadClient(ctx, client)) throw forbidden(`you do not have access to user ${userId}`);
  return ok([pickFields(clientSummaryView(ctx.state.clients.current(client)), requestedFields(ctx.query))]);
}

export const clientListRoutes: Route[] = [
  signedIn('GET', 'entity/client-v3', listClients),
  signedIn('GET', 'entity/client', clientsByUser),
];
