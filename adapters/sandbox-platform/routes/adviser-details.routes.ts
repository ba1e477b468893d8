import { itemAt, present } from '../../../domain/shared/present';
import { ADVISER_PHOTO_DIR, adviserPortraitSvg, adviserProfile } from '../data/adviser-profiles';
import type { AdviserRecord } from '../data/records';
import { forbidden, notFound } from '../http/errors';
import { file, ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';

/** The adviser of the signed-in user: a client's own adviser, or an adviser themselves. */
function ownAdviserId(ctx: SignedInContext): number | null {
  if (ctx.user.role === 'User') return ctx.user.entityId;
  const client = ctx.user.entityId === null ? undefined : ctx.state.index.client(ctx.user.entityId);
  return client?.adviserEntityId ?? null;
}

/** The adviser if it exists and the caller may read it (their own adviser, or themselves): 404 or 403 otherwise. */
function readableAdviser(ctx: SignedInContext, adviserId: number): { adviser: AdviserRecord; position: number } {
  const position = ctx.state.firm.advisers.findIndex((a) => a.entityId === adviserId);
  if (position < 0) throw notFound(`adviser ${adviserId}`);
  if (ownAdviserId(ctx) !== adviserId) throw forbidden(`you do not have access to adviser ${adviserId}`);
  return { adviser: itemAt(ctx.state.firm.advisers, position), position };
}

const adviserOf = (ctx: SignedInContext) => readableAdviser(ctx, Number(ctx.params.id));

function sessionAdvisers(ctx: SignedInContext): Reply {
  const id = ownAdviserId(ctx);
  const adviser = ctx.state.firm.advisers.find((a) => a.entityId === id);
  return ok(adviser ? [{ adviser_id: adviser.entityId, adviser_name: adviser.entityName }] : []);
}

function getAdviser(ctx: SignedInContext): Reply {
  const { adviser, position } = adviserOf(ctx);
  const profile = adviserProfile(adviser, position);
  return ok({
    id: adviser.entityId,
    entity_name: adviser.entityName,
    adviser_name: adviser.entityName,
    first_name: adviser.firstName,
    last_name: adviser.lastName,
    role_description: profile.roleDescription,
    photo_url: profile.photoPath,
  });
}

function getContacts(ctx: SignedInContext): Reply {
  const { adviser, position } = adviserOf(ctx);
  return ok(
    adviserProfile(adviser, position).contacts.map((c) => ({
      contact_id: c.contactId,
      contact_type: c.type,
      value: c.value,
      country_code: c.countryCode,
      preferred: c.preferred,
      ...(c.location ? { location: c.location } : {}),
    })),
  );
}

function getAddress(ctx: SignedInContext): Reply {
  const { adviser, position } = adviserOf(ctx);
  const a = adviserProfile(adviser, position).address;
  return ok({
    address_type: 2,
    block: a.block,
    street_name: a.streetName,
    street_name_2: a.streetName2,
    suburb: a.suburb,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
  });
}

function getPhoto(ctx: SignedInContext): Reply {
  const name = present(ctx.params.name, 'the photo name in the path');
  const match = /^(\d+)\.svg$/.exec(name);
  if (!match) throw notFound(`photo ${name}`);
  const { adviser, position } = readableAdviser(ctx, Number(match[1]));
  if (!adviserProfile(adviser, position).photoPath) throw notFound(`photo ${name}`);
  return file(Buffer.from(adviserPortraitSvg(adviser), 'utf8'), 'image/svg+xml', name);
}

/** The adviser calls of spec 3 §7 and the photos, served relative to the planning service (the server root). */
export const adviserDetailsRoutes: readonly Route[] = [
  signedIn('GET', 'session/user/adviser', sessionAdvisers),
  signedIn('GET', 'adviser/:id', getAdviser),
  signedIn('GET', 'adviser/:id/contact', getContacts),
  signedIn('GET', 'adviser/:id/address', getAddress),
  signedIn('GET', `${ADVISER_PHOTO_DIR}/:name`, getPhoto, { scope: 'root' }),
];
