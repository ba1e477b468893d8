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
  page_bookmark?: string;
  page_size: number;
  /** entity_name, -entity_name, dob or -dob */
  page_sort: string;
}

export interface ClientListRow {
  id: number;
  entity_name: string;
  first_name: string | null;
  last_name: string | null;
  preferred_email: string | null;
  dob: string | null;
  preferred_postcode: string | null;
  client_access_level: number | null;
  user_id: number | null;
  /** Paging cursor: pass the last row's bookmark as page_bookmark for the next page. */
  bookmark: string;
}

export interface ClientSummary {
  entity_id: number;
  first_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
  salutation: string | null;
  address_title: string | null;
  dob: string | null;
  partner_entity_id: number | null;
  preferred_currency: string;
  entity_type: string;
  entity_name: string;
  user_timezone: string | null;
  preferred_email: string | null;
  preferred_postcode: string | null;
  external_id: string | null;
  last_login_datetime: string | null;
  client_access_level: number | null;
  user_id: number | null;
  xpt_review_status: string | null;
  factfind_status: string | null;
  robo_journey_type: string | null;
  robo_journey_status: string | null;
}

export type ClientPatch = Partial<
  Pick<ClientSummary, 'xpt_review_status' | 'factfind_status' | 'robo_journey_status' | 'client_access_level'>
>;

export interface ClientGroupMember {
  member_id: number;
  entity_name: string;
  login_accessible: boolean;
  is_client: boolean;
}

export interface FieldChoice {
  code: string;
  description: string;
}

export abstract class ClientsPort {
  abstract getClientGroupMembers(cred: PlatformCredential, entityId: number): Promise<ClientGroupMember[]>;
  abstract listClients(cred: PlatformCredential, query: ClientListQuery): Promise<ClientListRow[]>;
  abstract findClientsByUser(cred: PlatformCredential, userId: number): Promise<ClientSummary[]>;
  abstract getClient(cred: PlatformCredential, entityId: number, fields?: string[]): Promise<ClientSummary>;
  abstract patchClient(cred: PlatformCredential, entityId: number, patch: ClientPatch): Promise<void>;
  abstract getFieldChoices(cred: PlatformCredential, entity: string, field: string): Promise<FieldChoice[]>;
}
