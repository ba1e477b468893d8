import { portalViewChoices } from '../../domain/access/site-access';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { Injectable } from '../shared/injectable';
import { accessLevelChoices } from './access-choices';

/** The portal views an adviser may pick per client; empty when the choices call fails (spec 1 §2.9). */
@Injectable()
export class GetPortalViewsUseCase {
  constructor(private readonly platform: ClientsPort) {}

  async execute(credential: PlatformCredential): Promise<ReturnType<typeof portalViewChoices>> {
    const choices = await accessLevelChoices(this.platform, credential);
    return choices ? portalViewChoices(choices) : [];
  }
}
