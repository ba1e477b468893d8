import { err, ok, Result } from '../../domain/shared/result';
import { isPlatformError } from '../ports/platform-error';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import { ClientsPort, type ClientField } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { Injectable } from '../shared/injectable';

export interface NotificationConfig {
  clientId: number;
  reviewStatus: string | null;
  partnerReviewStatus: string | null;
  factFindStatus: string | null;
  partnerFactFindStatus: string | null;
  roboJourneyType: string | null;
  roboJourneyStatus: string;
  /** Prompts apply only to a client user with no client in context (spec 1 §4.5). */
  promptsEnabled: boolean;
}

const FIELDS: ClientField[] = [
  'xptReviewStatus',
  'factfindStatus',
  'partnerEntityId',
  'roboJourneyType',
  'roboJourneyStatus',
];

/** The statuses behind the notification prompts of spec 1 §4.5, for the client and their partner. */
@Injectable()
export class GetNotificationConfigUseCase {
  constructor(private readonly platform: ClientsPort) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; promptsEnabled: boolean },
  ): Promise<Result<NotificationConfig, PortalError>> {
    try {
      const client = await this.readClient(credential, input.clientId);
      const partner =
        client.partnerEntityId != null ? await this.readPartner(credential, client.partnerEntityId) : null;
      return ok({
        clientId: input.clientId,
        reviewStatus: client.xptReviewStatus ?? null,
        partnerReviewStatus: partner?.xptReviewStatus ?? null,
        factFindStatus: client.factfindStatus ?? null,
        partnerFactFindStatus: partner?.factfindStatus ?? null,
        roboJourneyType: client.roboJourneyType ?? null,
        roboJourneyStatus: client.roboJourneyStatus ?? 'none',
        promptsEnabled: input.promptsEnabled,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }

  private readClient(credential: PlatformCredential, id: number) {
    return this.platform.getClient(credential, id, FIELDS);
  }

  /** A partner the user may not read simply has no statuses to show. */
  private async readPartner(credential: PlatformCredential, id: number) {
    try {
      return await this.readClient(credential, id);
    } catch (e) {
      if (isPlatformError(e) && (e.code === 'forbidden' || e.code === 'not_found')) return null;
      throw e;
    }
  }
}
