import { LoginStatus, MfaMethod } from '../../domain/auth/login-status';
import type { PlatformCredential } from '../ports/platform-credential';
import type { PlatformSessionUser } from '../ports/session.port';
import type { TfaDevice } from '../ports/sign-in.port';

export type LoginTab = 'client' | 'adviser';

/**
 * Where a sign-in has got to. Held server-side only (it carries the password until the sign-in
 * completes, because the platform's later steps ask for it again); the browser sees a SignInView.
 */
export interface SignInProgress {
  status: LoginStatus;
  tab: LoginTab;
  /** The platform username ('amelia@client' for a client who typed 'amelia'). */
  username: string;
  password: string;
  devices?: TfaDevice[];
  enrolMethods?: MfaMethod[];
  enrolMethod?: MfaMethod;
  deviceId?: string;
  positions?: number[];
  hint?: string | null;
  /** Info or error text for the current step. */
  message?: string | null;
  messageKind?: 'info' | 'error';
  credential?: PlatformCredential;
  user?: PlatformSessionUser;
}

/** What the browser may see of a sign-in in progress. */
export interface SignInView {
  status: LoginStatus;
  message: string | null;
  messageKind: 'info' | 'error' | null;
  /** MemorableCharactersRequired: 1-based positions asked for. */
  positions: number[] | null;
  /** MemorableCharactersRequired: the hint, revealed on demand by the page. */
  hint: string | null;
  /** MfaEnrolmentLinkDevice: methods to choose from. */
  methods: MfaMethod[] | null;
  /** MfaRequired / MfaEnrolmentValidateDevice: masked destination of the code, when known. */
  codeSentTo: string | null;
  /** The method the code went by. */
  method: MfaMethod | null;
  /** The account uses two-factor verification (ForceChangePassword then warns it must verify again). */
  twoFactor: boolean;
}

export function toSignInView(p: SignInProgress): SignInView {
  const device = p.devices?.[0];
  return {
    status: p.status,
    message: p.message ?? null,
    messageKind: p.message ? (p.messageKind ?? 'error') : null,
    positions: p.status === LoginStatus.MemorableCharactersRequired ? (p.positions ?? null) : null,
    hint: p.status === LoginStatus.MemorableCharactersRequired ? (p.hint ?? null) : null,
    methods: p.status === LoginStatus.MfaEnrolmentLinkDevice ? (p.enrolMethods ?? null) : null,
    codeSentTo: p.status === LoginStatus.MfaRequired ? (device?.target ?? null) : null,
    method: p.status === LoginStatus.MfaRequired ? (device?.method ?? null) : (p.enrolMethod ?? null),
    twoFactor: (p.user?.tfaMethods?.length ?? 0) > 0 || (p.devices?.length ?? 0) > 0,
  };
}
