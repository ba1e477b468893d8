import type { Decimal } from '../../domain/money/decimal';
import type { MfaMethod } from '../../domain/auth/login-status';
import type { RoleName } from '../../domain/access/access-level';

/**
 * The back-office platform as the use cases see it. The production adapter speaks the platform's
 * REST API over HTTP (adapters/platform-http); the embedded sandbox serves the same API.
 *
 * Values arrive unwrapped: platform Date values are 'YYYY-MM-DD' strings, Currency values are
 * { code, value }. Every method rejects with a PlatformError on failure (never a transport error).
 */

/** The platform session credential. Lives only in the server-side session, never in the browser. */
export interface HealthCheckOptions {
  timeLimitMs?: number;
  retry?: boolean;
}

export interface PlatformCredential {
  readonly token: string;
}

/** A platform Currency: its amount decoded exactly from the wire's BigDecimal, never through a float. */
export interface Money {
  code: string;
  value: Decimal;
}

export interface PlatformSessionUser {
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
  /** Code of the client_access_level user field (clients only; null for advisers). */
  client_access_level: number | null;
  /** Steps still to complete before the session is fully signed in; the first is the next one. */
  additional_login_steps: string[];
  login_profile_id: number;
}

export interface TfaDevice {
  device_id: string;
  method: MfaMethod;
  /** Masked phone number or email address, e.g. '*******4321'. */
  target: string;
}

/** What POST auth/login and POST auth/tfa/validate (with loginOnSuccess) can answer. */
export type PlatformLoginOutcome =
  | { kind: 'signedIn'; credential: PlatformCredential; user: PlatformSessionUser }
  | { kind: 'mfaRequired'; devices: TfaDevice[] }
  | { kind: 'mfaEnrolmentRequired'; methods: MfaMethod[] }
  | { kind: 'memorableCharactersRequired'; positions: number[]; hint: string | null; retry: boolean };

export interface LoginRequest {
  username: string;
  password: string;
  /** Answers for the memorable-word step, one character each, in the order of the positions asked. */
  memorableCharacters?: string[];
}

export interface TfaValidateRequest {
  username: string;
  password: string;
  device_id: string;
  method: MfaMethod;
  code: string;
  loginOnSuccess: boolean;
}

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

export interface TfaDetails {
  mobile: string | null;
  email: string | null;
  softwareToken: boolean;
  mfaMethod: MfaMethod | null;
}

export interface ForgottenPasswordCheck {
  /** The two security questions when the user has set them; empty when none are available. */
  questions: string[];
}

export interface LoginProfile {
  id: number;
  /** Minutes of inactivity before a client session ends. */
  inactive_session_timeout_client: number;
}

export interface SiteInfo {
  site_locales: string[];
  version: string;
}

export abstract class PlatformPort {
  // Sign-in (no platform session yet)
  abstract login(req: LoginRequest): Promise<PlatformLoginOutcome>;
  abstract validateTfa(req: TfaValidateRequest): Promise<PlatformLoginOutcome | { kind: 'deviceLinked' }>;
  /** POST auth/tfa/device: starts enrolment of a method, sends a code, returns the new device id. */
  abstract enrolTfaDevice(req: { username: string; password: string; method: MfaMethod }): Promise<{ deviceId: string }>;
  /** POST auth/password: the ForceChangePassword step. */
  abstract changeExpiredPassword(req: { username: string; password: string; new_password: string }): Promise<void>;
  abstract requestPasswordReset(req: { user_id: string }): Promise<void>;
  abstract checkPasswordResetCode(req: { user_id: string; reset_code: string }): Promise<ForgottenPasswordCheck>;
  abstract resetPassword(req: { user_id: string; reset_code: string; new_password: string; answers: string[] }): Promise<void>;
  abstract forgotUsername(req: { preferred_email: string; role_type: 'client'; dob: string }): Promise<void>;

  // Anonymous reads
  abstract getSite(): Promise<SiteInfo>;
  /**
   * The platform's health ('OK', or 'BAD' in maintenance). A health check says so quickly:
   * `timeLimitMs` bounds the whole call, retries included; `retry: false` makes one attempt only.
   */
  abstract getHealth(options?: HealthCheckOptions): Promise<{ status: string }>;
  abstract getLoginProfile(id: number): Promise<LoginProfile>;
  abstract getToggleCondition(key: string): Promise<{ key: string; enabled: boolean }>;

  // Signed-in
  /** Also the heartbeat: any authenticated call keeps the platform session alive. */
  abstract getSessionUser(cred: PlatformCredential): Promise<PlatformSessionUser>;
  abstract endSession(cred: PlatformCredential): Promise<void>;
  abstract changePassword(cred: PlatformCredential, req: { current_password: string; new_password: string }): Promise<void>;
  abstract getSecurityQuestions(cred: PlatformCredential): Promise<{ questions: string[] }>;
  abstract setSecurityQuestions(cred: PlatformCredential, req: { questions: { question: string; answer: string }[] }): Promise<void>;
  abstract getCapabilities(cred: PlatformCredential, req?: { entity_id?: number }): Promise<string[]>;
  abstract getFeatureAccess(cred: PlatformCredential, featureNames: string[]): Promise<Record<string, boolean>>;
  abstract agreeTerms(cred: PlatformCredential, entityId: number, req: { content: string; agreed_date: string; desc: string }): Promise<void>;
  abstract getClientGroupMembers(cred: PlatformCredential, entityId: number): Promise<ClientGroupMember[]>;
  abstract listClients(cred: PlatformCredential, query: ClientListQuery): Promise<ClientListRow[]>;
  abstract findClientsByUser(cred: PlatformCredential, userId: number): Promise<ClientSummary[]>;
  abstract getClient(cred: PlatformCredential, entityId: number, fields?: string[]): Promise<ClientSummary>;
  abstract patchClient(cred: PlatformCredential, entityId: number, patch: ClientPatch): Promise<void>;
  abstract getFieldChoices(cred: PlatformCredential, entity: string, field: string): Promise<FieldChoice[]>;
  abstract getTfaDetails(cred: PlatformCredential): Promise<TfaDetails>;
  abstract chooseTfaMethod(cred: PlatformCredential, method: MfaMethod): Promise<{ deviceId: string }>;
  abstract validateTfaMethod(cred: PlatformCredential, req: { mfaMethod: MfaMethod; mfaCode: string; deviceId: string }): Promise<void>;
}
