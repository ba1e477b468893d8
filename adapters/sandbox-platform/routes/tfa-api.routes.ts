import type { MfaMethod } from '../../../domain/auth/login-status';
import { deliveryTarget, isRightCode, sendCode } from '../auth/codes';
import { invalidDevice, maskedTarget } from '../auth/devices';
import { maskEmail, maskPhone } from '../data/demo-constants';
import { badOtp, SandboxError, validation } from '../http/errors';
import { noContent, ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { bodyObject, requiredString } from '../http/wire';

/** Additional verification for a signed-in user: served at the server root, outside the base. */
const root = { scope: 'root' as const };

function details(ctx: SignedInContext): Reply {
  const { user } = ctx;
  return ok({
    mobile: user.mobile ? maskPhone(user.mobile) : null,
    email: user.email ? maskEmail(user.email) : null,
    softwareToken: false,
    mfaMethod: ctx.state.users.linkedDevices(user)[0]?.method ?? null,
  });
}

function readMethod(value: unknown): MfaMethod {
  if (value === 'sms' || value === 'email') return value;
  if (value === 'token') {
    throw new SandboxError(
      400,
      'no_mfa_method',
      'There is no available additional verification method. Please contact your advisor for assistance.',
    );
  }
  throw validation('mfaMethod must be sms, email or token');
}

function chooseMethod(ctx: SignedInContext): Reply {
  const method = readMethod(bodyObject(ctx.body).mfaMethod);
  const target = deliveryTarget(ctx.user, method);
  if (!target) throw invalidDevice(method);
  const device = ctx.state.users.startDevice(ctx.user, method, maskedTarget(method, target));
  sendCode(ctx.state, ctx.user, 'verification', method);
  return ok({ deviceId: device.deviceId });
}

/** A right code makes the chosen method the user's device (kept for the life of the process). */
function validateMethod(ctx: SignedInContext): Reply {
  const body = bodyObject(ctx.body);
  const device = ctx.state.users.deviceInProgress(ctx.user, requiredString(body, 'deviceId'));
  if (!device) throw validation('Unknown deviceId');
  if (!isRightCode(body.mfaCode)) {
    sendCode(ctx.state, ctx.user, 'verification', device.method);
    throw badOtp();
  }
  ctx.state.users.finishDevice(device.deviceId);
  ctx.state.users.setLinkedDevices(ctx.user, [
    { device_id: device.deviceId, method: device.method, target: device.target },
  ]);
  return noContent();
}

export const tfaApiRoutes: Route[] = [
  signedIn('GET', 'api/tfa/details', details, root),
  signedIn('PUT', 'api/tfa/method', chooseMethod, root),
  signedIn('POST', 'api/tfa/validate', validateMethod, root),
];
