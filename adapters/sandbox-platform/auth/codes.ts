import type { MfaMethod } from '../../../domain/auth/login-status';
import { DEMO_CODE } from '../data/demo-constants';
import type { UserRecord } from '../data/records';
import type { OutboxKind } from '../state/outbox';
import type { SandboxState } from '../state/sandbox-state';

/** Where a code for this method goes: the user's mobile or e-mail address, unmasked. */
export function deliveryTarget(user: UserRecord, method: MfaMethod): string | null {
  if (method === 'sms') return user.mobile;
  if (method === 'email') return user.email;
  return null;
}

/** "Sends" the sandbox's one code: it lands in the outbox. */
export function sendCode(state: SandboxState, user: UserRecord, kind: OutboxKind, method: MfaMethod): void {
  const channel = method === 'email' ? 'email' : 'sms';
  state.outbox.record(user.username, { kind, channel, target: deliveryTarget(user, method) ?? '', code: DEMO_CODE });
}

export const isRightCode = (code: unknown): boolean => code === DEMO_CODE;
