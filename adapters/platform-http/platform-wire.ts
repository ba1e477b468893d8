import type { RoleName } from '../../domain/access/access-level';
import type { MfaMethod } from '../../domain/auth/login-status';
import type {
  ClientField,
  ClientGroupMember,
  ClientListQuery,
  ClientListRow,
  ClientPatch,
  ClientSummary,
} from '../../application/ports/clients.port';
import type { PlatformSessionUser } from '../../application/ports/session.port';
import type { TfaDevice, TfaValidateRequest } from '../../application/ports/sign-in.port';

/**
 * The sign-in, session and clients ports' records as the wire spells them (adapters/PLATFORM-API.md),
 * and the mapping each way. The ports speak in application names; only this adapter knows the wire's.
 */

/** A user as GET session/user and a successful sign-in answer them. */
export interface WireSessionUser {
  id: number;
  username: string;
  entity_id: number | null;
  entity_name: string;
  display_name: string;
  role_name: RoleName;
  locale: string;
  tfaMethods: MfaMethod[];
  last_login: string | null;
  last_login_datetime: string | null;
  user_timezone: string;
  preferred_currency: string;
  client_access_level: number | null;
  additional_login_steps: string[];
  login_profile_id: number;
}

export function sessionUserFromWire(w: WireSessionUser): PlatformSessionUser {
  return {
    id: w.id,
    username: w.username,
    entityId: w.entity_id,
    entityName: w.entity_name,
    displayName: w.display_name,
    roleName: w.role_name,
    locale: w.locale,
    tfaMethods: w.tfaMethods,
    lastLogin: w.last_login,
    lastLoginDatetime: w.last_login_datetime,
    userTimezone: w.user_timezone,
    preferredCurrency: w.preferred_currency,
    clientAccessLevel: w.client_access_level,
    additionalLoginSteps: w.additional_login_steps,
    loginProfileId: w.login_profile_id,
  };
}

/** A verification device as a sign-in step's context lists it. */
export interface WireTfaDevice {
  device_id: string;
  method: MfaMethod;
  target: string;
}

export const tfaDeviceFromWire = (w: WireTfaDevice): TfaDevice => ({
  deviceId: w.device_id,
  method: w.method,
  target: w.target,
});

/** The body of POST auth/tfa/validate. */
export function tfaValidateToWire(req: TfaValidateRequest) {
  const { username, password, deviceId, method, code, loginOnSuccess } = req;
  return { username, password, device_id: deviceId, method, code, loginOnSuccess };
}

/** The query of GET entity/client-v3/, in the order the platform has always been sent it. */
export function clientListQueryToWire(query: ClientListQuery) {
  const { quicksearch, pcode, dob, pageSize, pageSort, pageBookmark } = query;
  return { quicksearch, pcode, dob, page_size: pageSize, page_sort: pageSort, page_bookmark: pageBookmark };
}

/** A row of GET entity/client-v3/. */
export interface WireClientListRow {
  id: number;
  entity_name: string;
  first_name: string | null;
  last_name: string | null;
  preferred_email: string | null;
  dob: string | null;
  preferred_postcode: string | null;
  client_access_level: number | null;
  user_id: number | null;
  bookmark: string;
}

export function clientListRowFromWire(w: WireClientListRow): ClientListRow {
  return {
    id: w.id,
    entityName: w.entity_name,
    firstName: w.first_name,
    lastName: w.last_name,
    preferredEmail: w.preferred_email,
    dob: w.dob,
    preferredPostcode: w.preferred_postcode,
    clientAccessLevel: w.client_access_level,
    userId: w.user_id,
    bookmark: w.bookmark,
  };
}

/** The wire's name of each field of a client's record (a client read's `fields` asks for these). */
export const CLIENT_WIRE_FIELDS = {
  entityId: 'entity_id',
  firstName: 'first_name',
  lastName: 'last_name',
  preferredName: 'preferred_name',
  salutation: 'salutation',
  addressTitle: 'address_title',
  dob: 'dob',
  partnerEntityId: 'partner_entity_id',
  preferredCurrency: 'preferred_currency',
  entityType: 'entity_type',
  entityName: 'entity_name',
  userTimezone: 'user_timezone',
  preferredEmail: 'preferred_email',
  preferredPostcode: 'preferred_postcode',
  externalId: 'external_id',
  lastLoginDatetime: 'last_login_datetime',
  clientAccessLevel: 'client_access_level',
  userId: 'user_id',
  xptReviewStatus: 'xpt_review_status',
  factfindStatus: 'factfind_status',
  roboJourneyType: 'robo_journey_type',
  roboJourneyStatus: 'robo_journey_status',
} as const satisfies Record<ClientField, string>;

type WireClientField = (typeof CLIENT_WIRE_FIELDS)[ClientField];

/** A client read: its values by wire name (entity-fields.ts), `id` beside them. */
export type WireClient = { [F in ClientField as (typeof CLIENT_WIRE_FIELDS)[F]]: ClientSummary[F] } & { id?: unknown };

export const clientFieldsToWire = (fields: ClientField[]): WireClientField[] =>
  fields.map((f) => CLIENT_WIRE_FIELDS[f]);

/** A client read as ClientSummary: its entity id, when the values beside `fields` carry it only as `id`, taken from there. */
export function clientSummaryFromWire(w: WireClient): ClientSummary {
  const entityId = w.entity_id == null && typeof w.id === 'number' ? w.id : w.entity_id;
  return {
    entityId,
    firstName: w.first_name,
    lastName: w.last_name,
    preferredName: w.preferred_name,
    salutation: w.salutation,
    addressTitle: w.address_title,
    dob: w.dob,
    partnerEntityId: w.partner_entity_id,
    preferredCurrency: w.preferred_currency,
    entityType: w.entity_type,
    entityName: w.entity_name,
    userTimezone: w.user_timezone,
    preferredEmail: w.preferred_email,
    preferredPostcode: w.preferred_postcode,
    externalId: w.external_id,
    lastLoginDatetime: w.last_login_datetime,
    clientAccessLevel: w.client_access_level,
    userId: w.user_id,
    xptReviewStatus: w.xpt_review_status,
    factfindStatus: w.factfind_status,
    roboJourneyType: w.robo_journey_type,
    roboJourneyStatus: w.robo_journey_status,
  };
}

/** The changed values of a client write, by wire name, in the order given (absent ones left out). */
export function clientPatchToWire(patch: ClientPatch): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) if (isClientField(field)) wire[CLIENT_WIRE_FIELDS[field]] = value;
  return wire;
}

const isClientField = (name: string): name is ClientField => Object.hasOwn(CLIENT_WIRE_FIELDS, name);

/** A member of GET entity/client/{id}/client_group/member. */
export interface WireClientGroupMember {
  member_id: number;
  entity_name: string;
  login_accessible: boolean;
  is_client: boolean;
}

export const clientGroupMemberFromWire = (w: WireClientGroupMember): ClientGroupMember => ({
  memberId: w.member_id,
  entityName: w.entity_name,
  loginAccessible: w.login_accessible,
  isClient: w.is_client,
});
