import { err, ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { platformFailure } from '../messages/platform-failure';
import { SigningPort, type SigningContent } from '../ports/signing.port';
import { Injectable } from '../shared/injectable';
import { SigningRequests } from './signing-requests';
import { SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import type { PortalActor } from '../session/portal-actor';

/** The document to sign (spec 3 §2, §7 digital_signature/content): read through the BFF, shown in a sandboxed frame. */
@Injectable()
export class GetSigningContentUseCase {
  constructor(
    private readonly signing: SigningPort,
    private readonly requests: SigningRequests,
  ) {}

  async execute(user: PortalActor, signatureId: number): Promise<Result<SigningContent, PortalError>> {
    const { credential } = user;
    try {
      const loaded = await this.requests.load(user, signatureId);
      if (!loaded.ok) return loaded;
      // Asked for under the platform's own spelling of the name, served under the normalised one.
      const { filename, platformFilename } = loaded.value.record;
      const content = await this.signing.content({ credential, signatureId, filename: platformFilename ?? filename });
      return ok({ ...content, filename });
    } catch (e) {
      return err(platformFailure(e, SIGNING_REQUEST_NOT_FOUND));
    }
  }
}
