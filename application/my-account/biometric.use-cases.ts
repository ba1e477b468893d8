import type { BiometricChoice } from '../../domain/account/biometric';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MyAccountPort } from '../ports/my-account.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

export interface BiometricView {
  /** The stored choice, or null while never chosen (the menu link shows only then). */
  stored: BiometricChoice | null;
}

const CLIENT_ONLY = 'Only the client may see or set their biometric permission.';

/** spec 3 §2, §3, §4: the client's stored biometric permission. */
@Injectable()
export class GetBiometricUseCase {
  constructor(private readonly account: MyAccountPort) {}

  async execute(client: PortalActor): Promise<Result<BiometricView, PortalError>> {
    if (client.role !== 'client') return err(portalError('forbidden', CLIENT_ONLY));
    try {
      return ok({ stored: await this.account.biometric({ credential: client.credential, entityId: client.clientId }) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** spec 3 §2, §4: the client grants or refuses biometric login ('1' or '0'). */
@Injectable()
export class SetBiometricUseCase {
  constructor(private readonly account: MyAccountPort) {}

  async execute(client: PortalActor, choice: BiometricChoice): Promise<Result<BiometricView, PortalError>> {
    if (client.role !== 'client') return err(portalError('forbidden', CLIENT_ONLY));
    try {
      const ref = { credential: client.credential, entityId: client.clientId };
      await this.account.setBiometric({ ...ref, choice });
      return ok({ stored: await this.account.biometric(ref) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
