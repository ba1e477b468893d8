import { VIEW_PARTNER } from '../../domain/access/capabilities';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

export const KNOWN_CAPABILITIES = [
  'view_portfolio',
  VIEW_PARTNER,
  'view_marketdata',
  'live_marketdata_access',
  'modelling_by_target_sets',
] as const;
export type Capability = (typeof KNOWN_CAPABILITIES)[number];
export type CapabilityFlags = Record<Capability, boolean>;

/**
 * Capabilities as flags (spec 1 §3): the session's own, or a client's when an adviser has one in
 * context. In preview mode the client entity id is omitted (spec 1 §6).
 */
@Injectable()
export class GetCapabilitiesUseCase {
  constructor(private readonly platform: SessionPort) {}

  async execute(
    credential: PlatformCredential,
    input: { clientEntityId?: number; isPreviewMode?: boolean } = {},
  ): Promise<Result<CapabilityFlags, PortalError>> {
    try {
      const entityId = input.isPreviewMode ? undefined : input.clientEntityId;
      const list = await this.platform.getCapabilities(credential, entityId != null ? { entityId } : undefined);
      const flags = Object.fromEntries(KNOWN_CAPABILITIES.map((c) => [c, list.includes(c)])) as CapabilityFlags;
      return ok(flags);
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
