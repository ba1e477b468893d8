import type { Preferences } from '../../domain/account/preferences';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { MyAccountPort } from '../ports/my-account.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

export interface PreferencesView extends Preferences {
  /** spec 3 §6: an adviser sees them read-only. */
  readOnly: boolean;
}

/** spec 3 §2, §3, §6: the three preferences, read-only for an adviser. */
@Injectable()
export class GetPreferencesUseCase {
  constructor(private readonly account: MyAccountPort) {}

  async execute(client: PortalActor): Promise<Result<PreferencesView, PortalError>> {
    try {
      const p = await this.account.preferences({ credential: client.credential, entityId: client.clientId });
      return ok({ ...p, readOnly: client.role !== 'client' });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

/** spec 3 §4, §5, §6: a client saves their three preferences ('1' or '0' on the platform). */
@Injectable()
export class SetPreferencesUseCase {
  constructor(private readonly account: MyAccountPort) {}

  async execute(client: PortalActor, preferences: Preferences): Promise<Result<PreferencesView, PortalError>> {
    if (client.role !== 'client') return err(portalError('forbidden', 'Only the client may change their preferences.'));
    try {
      const ref = { credential: client.credential, entityId: client.clientId };
      await this.account.setPreferences({ ...ref, preferences });
      return ok({ ...(await this.account.preferences(ref)), readOnly: false });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
