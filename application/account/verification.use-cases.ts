import { MfaMethod } from '../../domain/auth/login-status';
import * as texts from '../../domain/auth/auth-messages';
import { ok, err, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

export interface VerificationDetails {
  current: MfaMethod | null;
  /** Methods the client could use, with where the code would go. */
  methods: { method: MfaMethod; target: string }[];
}

/** Additional verification page (spec 1 §2.5): the current method and the alternatives. */
@Injectable()
export class GetVerificationDetailsUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(credential: PlatformCredential): Promise<Result<VerificationDetails, PortalError>> {
    try {
      const d = await this.platform.getTfaDetails(credential);
      const methods: VerificationDetails['methods'] = [];
      if (d.mobile) methods.push({ method: 'sms', target: d.mobile });
      if (d.email) methods.push({ method: 'email', target: d.email });
      return ok({ current: d.mfaMethod, methods });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** Choosing another method sends a code to it. */
@Injectable()
export class ChooseVerificationMethodUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(
    credential: PlatformCredential,
    method: MfaMethod,
  ): Promise<Result<{ deviceId: string; method: MfaMethod }, PortalError>> {
    try {
      const { deviceId } = await this.platform.chooseTfaMethod(credential, method);
      return ok({ deviceId, method });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

@Injectable()
export class ValidateVerificationCodeUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(
    credential: PlatformCredential,
    input: { method: MfaMethod; code: string; deviceId: string },
  ): Promise<Result<{ message: string }, PortalError>> {
    try {
      await this.platform.validateTfaMethod(credential, {
        mfaMethod: input.method,
        mfaCode: input.code,
        deviceId: input.deviceId,
      });
      return ok({ message: texts.AUTHENTICATION_METHOD_CHANGED });
    } catch (e) {
      return err(fromPlatformError(e, { bad_otp: portalError('bad_otp', texts.WRONG_ENROLMENT_CODE) }));
    }
  }
}
