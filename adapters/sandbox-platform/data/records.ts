import type { MfaMethod } from '../../../domain/auth/login-status';
import type { RoleName } from '../../../domain/access/access-level';

/**
 * The generated demo firm as plain records. Later areas (portfolios, accounts, prices, transactions,
 * documents, messages, signatures) are added as their own modules keyed by client entity id; nothing
 * here needs to change for them.
 */

export interface AdviserRecord {
  entityId: number;
  userId: number;
  firstName: string;
  lastName: string;
  entityName: string;
}

export type EntityType = 'Individual' | 'Trust';

export interface ClientRecord {
  entityId: number;
  adviserEntityId: number;
  entityType: EntityType;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  salutation: string | null;
  addressTitle: string | null;
  entityName: string;
  /** YYYY-MM-DD */
  dob: string | null;
  preferredEmail: string | null;
  preferredPostcode: string | null;
  mobile: string | null;
  partnerEntityId: number | null;
  preferredCurrency: string;
  userTimezone: string | null;
  externalId: string | null;
  lastLoginDatetime: string | null;
  clientAccessLevel: number | null;
  userId: number | null;
  xptReviewStatus: string | null;
  factfindStatus: string | null;
  roboJourneyType: string | null;
  roboJourneyStatus: string | null;
}

export interface TfaDeviceRecord {
  device_id: string;
  method: MfaMethod;
  /** Masked, as the platform shows it: '*******4321'. */
  target: string;
}

export interface SecurityQuestionRecord {
  question: string;
  answer: string;
}

/** What a correct username and password lead to, before any session exists. */
export type SignInBehaviour =
  | { kind: 'password' }
  | { kind: 'mfa' }
  /** No device at first; the device linked during enrolment is forgotten once sign-in completes. */
  | { kind: 'mfaEnrolment'; methods: MfaMethod[] }
  | { kind: 'memorableWord'; word: string; hint: string };

export type AccountStatus = 'active' | 'disabled' | 'deactivated';

export interface UserRecord {
  userId: number;
  /** As stored by the platform: clients carry '@client' ('amelia@client'), advisers do not. */
  username: string;
  role: RoleName;
  /** The client's own entity, or the adviser's entity. */
  entityId: number;
  displayName: string;
  password: string;
  accountStatus: AccountStatus;
  signIn: SignInBehaviour;
  mfaDevices: TfaDeviceRecord[];
  mobile: string | null;
  email: string | null;
  securityQuestions: SecurityQuestionRecord[];
  /** additional_login_steps at the first sign-in, in the platform's order. */
  pendingSteps: string[];
  capabilities: string[];
  locale: string;
  userTimezone: string;
  preferredCurrency: string;
  loginProfileId: number;
  /** ISO date-time of the previous sign-in, before this process started. */
  lastLogin: string | null;
}

export interface ClientGroupMemberRecord {
  entityId: number;
  loginAccessible: boolean;
}

export interface ClientGroupRecord {
  groupId: number;
  name: string;
  members: ClientGroupMemberRecord[];
}

export interface DemoFirm {
  seed: number;
  scale: number;
  advisers: AdviserRecord[];
  clients: ClientRecord[];
  users: UserRecord[];
  clientGroups: ClientGroupRecord[];
}
