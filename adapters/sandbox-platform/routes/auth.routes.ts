import type { MfaMethod } from '../../../domain/auth/login-status';
import { authenticate } from '../auth/credentials';
import { deliveryTarget, isRightCode, sendCode } from '../auth/codes';
import { checkNewPassword } from '../auth/password-rules';
import { challengeMfa, checkMemorableWord } from '../auth/second-factor';
import { startSession } from '../auth/sign-in';
import { invalidDevice, maskedTarget } from '../auth/devices';
import { badOtp, validation } from '../http/errors';
import { noContent, ok, type Reply, type RequestContext } from '../http/reply';
import { anonymous, type Route } from '../http/route';
import { requiredString } from '../http/wire';

function login(ctx: RequestContext): Reply {
  const { user, fields } = authenticate(ctx.state, ctx.body);
  if (user.signIn.kind === 'mfa' || user.signIn.kind === 'mfaEnrolment') challengeMfa(ctx.state, user);
  checkMemorableWord(ctx.state, user, fields.memorableCharacters);
  return startSession(ctx.state, user);
}

function readMethod(fields: Record<string, unknown>, key: string): MfaMethod {
  const method = fields[key];
  if (method !== 'sms' && method !== 'email' && method !== 'token')
    throw validation(`${key} must be sms, email or token`);
  return method;
}

/** Starts linking a device at sign-in: a code goes to the chosen method. */
function enrolDevice(ctx: RequestContext): Reply {
  const { user, fields } = authenticate(ctx.state, ctx.body);
  const method = readMethod(fields, 'method');
  const target = deliveryTarget(user, method);
  if (!target) throw invalidDevice(method);
  const device = ctx.state.users.startDevice(user, method, maskedTarget(method, target));
  sendCode(ctx.state, user, 'enrolment', method);
  return ok({ Context: { DeviceId: device.deviceId } });
}

/**
 * Checks a one-time code: completes an enrolment (device linked, no session) or, on a linked device
 * with loginOnSuccess, signs in.
 */
function validateCode(ctx: RequestContext): Reply {
  const { state } = ctx;
  const { user, fields } = authenticate(state, ctx.body);
  const deviceId = requiredString(fields, 'device_id');
  const enrolling = state.users.deviceInProgress(user, deviceId);
  const linked = state.users.linkedDevices(user).find((d) => d.device_id === deviceId);
  if (!enrolling && !linked) throw validation(`Unknown device_id ${deviceId}`);
  if (!isRightCode(fields.code)) {
    sendCode(state, user, enrolling ? 'enrolment' : 'mfa', (enrolling ?? linked)!.method);
    throw badOtp();
  }
  if (enrolling) {
    state.users.finishDevice(deviceId);
    state.users.setLinkedDevices(user, [
      { device_id: enrolling.deviceId, method: enrolling.method, target: enrolling.target },
    ]);
    return ok({ device_linked: true });
  }
  if (fields.loginOnSuccess !== true) return ok({ verified: true });
  // george's journey must be there on every sign-in: the device he linked is forgotten once he is in.
  if (user.signIn.kind === 'mfaEnrolment') state.users.setLinkedDevices(user, []);
  return startSession(state, user);
}

/** The ForceChangePassword step, before any session is complete. */
function changeExpiredPassword(ctx: RequestContext): Reply {
  const { user, fields } = authenticate(ctx.state, ctx.body);
  const next = checkNewPassword(ctx.state.users.password(user), fields.new_password);
  ctx.state.users.setPassword(user, next);
  ctx.state.users.completeStep(user, 'ForceChangePassword');
  return noContent();
}

export const authRoutes: Route[] = [
  anonymous('POST', 'auth/login', login),
  anonymous('POST', 'auth/tfa/device', enrolDevice),
  anonymous('POST', 'auth/tfa/validate', validateCode),
  anonymous('POST', 'auth/password', changeExpiredPassword),
];
