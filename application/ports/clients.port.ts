import type { PlatformCredential } from './platform-credential';

/**
 * Client entities on the platform: an adviser's search, a client's record and its statuses, the client
 * group, and the choices of an entity field. Every method rejects with a PlatformError on failure.
 */

export interface ClientListQuery {
  quicksearch?: string;
  pcode?: string;
  /** YYYY-MM-DD */
  dob?: string;
  pageBookmark?: string;
  pageSize: number;
  /** entity_name, -entity_name, dob or -dob */
  pageSort: string;
}

export interface ClientListRow {
  id: number;
  entityName: string;
  firstName: string | null;
  lastName: string | null;
  preferredEmail: string | null;
  dob: string | null;
  preferredPostcode: string | null;
  clientAccessLevel: number | null;
  userId: number | null;
  /** Paging cursor: pass the last row's bookmark as pageBookmark for the next page. */
  bookmark: string;
}

export interface ClientSummary {
  entityId: number;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  salutation: string | null;
  addressTitle: string | null;
  dob: string | null;
  partnerEntityId: number | null;
  preferredCurrency: string;
  entityType: string;
  entityName: string;
  userTimezone: string | null;
  preferredEmail: string | null;
  preferredPostcode: string | null;
  externalId: string | null;
  lastLoginDatetime: string | null;
  clientAccessLevel: number | null;
  userId: number | null;
  xptReviewStatus: string | null;
  factfindStatus: string | null;
  roboJourneyType: string | null;
  roboJourneyStatus: string | null;
}

/** A field of a client's record, as getClient may be asked to read only some. */
export type ClientField = keyof ClientSummary;

export type ClientPatch = Partial<
  Pick<ClientSummary, 'xptReviewStatus' | 'factfindStatus' | 'roboJourneyStatus' | 'clientAccessLevel'>
>;

export interface ClientGroupMember {
  memberId: number;
  entityName: string;
  loginAccessible: boolean;
  isClient: boolean;
}

export interface FieldChoice {
  code: string;
  description: string;
}

export abstract class ClientsPort {
  abstract getClientGroupMembers(cred: PlatformCredential, entityId: number): Promise<ClientGroupMember[]>;
  abstract listClients(cred: PlatformCredential, query: ClientListQuery): Promise<ClientListRow[]>;
  abstract findClientsByUser(cred: PlatformCredential, userId: number): Promise<ClientSummary[]>;
  abstract getClient(cred: PlatformCredential, entityId: number, fields?: ClientField[]): Promise<ClientSummary>;
  abstract patchClient(cred: PlatformCredential, entityId: number, patch: ClientPatch): Promise<void>;
  abstract getFieldChoices(cred: PlatformCredential, entity: string, field: string): Promise<FieldChoice[]>;
}
