import type { MfaMethod } from '../../../domain/auth/login-status';
import { maskEmail, maskPhone } from '../data/demo-constants';
import { SandboxError } from '../http/errors';

/** 400 invalid_device: the user has no phone (sms) or e-mail address (email) the code could go to. */
export function invalidDevice(method: MfaMethod): SandboxError {
  const what = method === 'sms' ? 'mobile' : method;
  return new SandboxError(
    400,
    'invalid_device',
    `There is a problem with your registered ${what}. Please contact your adviser for assistance`,
  );
}

/** How a device's target is shown: '*******4321' or 'g****@example.com'. */
export function maskedTarget(method: MfaMethod, target: string): string {
  return method === 'email' ? maskEmail(target) : maskPhone(target);
}
