import type { PersonalRecord } from '../data/my-account/personal-records';
import type { ClientRecord } from '../data/records';
import { forbidden, notFound, validation } from '../http/errors';
import { noContent, ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { entityChanges, nestedEntity } from '../http/entity-wire';
import { pickFields, requestedFields } from '../http/wire';
import type { PreferencePatch } from '../state/my-account-store';
import { addressView, clientDetailsView, contactView, dependentView, preferencesView } from '../views/personal.view';

/**
 * A client's personal data, preferences and biometric permission (spec 3 §7 "Personal data,
 * preferences, risk and adviser"; adapters/PLATFORM-API.md "Personal data"). Rights: a client reads
 * and changes only their own entity; an adviser only their own clients. Partners do not see each
 * other's personal data.
 */

const entityId = (ctx: SignedInContext): number => Number(ctx.params.id);

function ownOrAdvised(ctx: SignedInContext): { client: ClientRecord; personal: PersonalRecord } {
  const id = entityId(ctx);
  const client = ctx.state.index.client(id);
  const personal = ctx.state.myAccount.get(id);
  if (!client || !personal) throw notFound(`client ${id}`);
  const allowed =
    ctx.user.role === 'User' ? client.adviserEntityId === ctx.user.entityId : client.entityId === ctx.user.entityId;
  if (!allowed) throw forbidden(`you do not have access to client ${id}`);
  return { client: ctx.state.clients.current(client), personal };
}

const PREFERENCE_FIELDS = { comm_pref_email: 'email', comm_pref_mail: 'mail', comm_pref_sms: 'sms' } as const;

function patchPreferences(ctx: SignedInContext): Reply {
  const { client } = ownOrAdvised(ctx);
  const body = entityChanges(ctx.body);
  const patch: PreferencePatch = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(key in PREFERENCE_FIELDS)) throw validation(`Invalid field name: ${key}`);
    if (value !== '1' && value !== '0') throw validation(`${key} must be '1' or '0'`);
    patch[PREFERENCE_FIELDS[key as keyof typeof PREFERENCE_FIELDS]] = value;
  }
  if (Object.keys(patch).length === 0) throw validation('No fields to update');
  ctx.state.myAccount.setPreferences(client.entityId, patch);
  return noContent();
}

/** The biometric choice is the client's own: only they may set it. */
function setBiometric(ctx: SignedInContext): Reply {
  const { client } = ownOrAdvised(ctx);
  if (ctx.user.role !== 'ClientUser') throw forbidden('only the client may set their biometric permission');
  const value = entityChanges(ctx.body).biometric_permission;
  if (value !== '1' && value !== '0') throw validation("biometric_permission must be '1' or '0'");
  ctx.state.myAccount.setBiometric(client.entityId, value);
  return noContent();
}

export const myAccountRoutes: Route[] = [
  signedIn('GET', 'entity/client/:id', (ctx) => {
    const { client, personal } = ownOrAdvised(ctx);
    return ok(pickFields(clientDetailsView(client, personal), requestedFields(ctx.query)));
  }),
  signedIn('GET', 'entity/client-v3/:id/contact', (ctx) => ok(ownOrAdvised(ctx).personal.contacts.map(contactView))),
  signedIn('GET', 'entity/client-v3/:id/address', (ctx) => ok(ownOrAdvised(ctx).personal.addresses.map(addressView))),
  signedIn('GET', 'entity/client-v4/:id/dependent', (ctx) =>
    ok(ownOrAdvised(ctx).personal.dependents.map(dependentView)),
  ),
  // client-v3 reads nest the values under `fields` (public evidence: cl-xplan-api Documentation/Example.lisp, 2023).
  signedIn('GET', 'entity/client-v3/:id', (ctx) => {
    const { client, personal } = ownOrAdvised(ctx);
    return ok(
      nestedEntity(
        client.entityId,
        client.entityName,
        pickFields(preferencesView(client.entityId, personal), requestedFields(ctx.query)),
      ),
    );
  }),
  signedIn('PATCH', 'entity/client-v3/:id', patchPreferences),
  signedIn('GET', 'entity/client-v3/:id/biometric_permission', (ctx) =>
    ok({ biometric_permission: ownOrAdvised(ctx).personal.biometric }),
  ),
  signedIn('PUT', 'entity/client-v3/:id/biometric_permission', setBiometric),
];
