import { VIEW_PARTNER } from '../../domain/access/capabilities';
import { isReviewInProgress } from '../../domain/review/review-status';
import { isPlatformError } from '../ports/platform-error';
import { ClientsPort, type ClientField, type ClientSummary } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { Injectable } from '../shared/injectable';

export interface ReviewPerson {
  entityId: number;
  name: string;
  reviewStatus: string | null;
}

export interface ReviewPeople {
  client: ReviewPerson;
  /** The partner, when the client holds view_partner and may read them. */
  partner: ReviewPerson | null;
  /** spec 3 §2, §6: partner answers only with view_partner and the partner's review in progress (or completed by this client's earlier, incomplete submission). */
  partnerAnswersOffered: boolean;
}

const FIELDS: ClientField[] = ['entityId', 'firstName', 'lastName', 'entityName', 'partnerEntityId', 'xptReviewStatus'];

function person(c: ClientSummary): ReviewPerson {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.entityName;
  return { entityId: c.entityId, name, reviewStatus: c.xptReviewStatus ?? null };
}

/** Who a review is for: the client and, where allowed, the partner. */
@Injectable()
export class ReviewPeopleLoader {
  constructor(
    private readonly session: SessionPort,
    private readonly clients: ClientsPort,
  ) {}

  /** messagesSent: people whose review message went in an earlier, incomplete submission by this client. */
  async load(
    credential: PlatformCredential,
    clientId: number,
    messagesSent: readonly number[] = [],
  ): Promise<ReviewPeople> {
    const [client, capabilities] = await Promise.all([
      this.clients.getClient(credential, clientId, FIELDS),
      this.session.getCapabilities(credential),
    ]);
    const partnerId = client.partnerEntityId;
    const partner =
      partnerId != null && capabilities.includes(VIEW_PARTNER) ? await this.readPartner(credential, partnerId) : null;
    return {
      client: person(client),
      partner,
      partnerAnswersOffered:
        !!partner && (isReviewInProgress(partner.reviewStatus) || messagesSent.includes(partner.entityId)),
    };
  }

  /** A partner the platform will not show simply is not offered. */
  private async readPartner(credential: PlatformCredential, id: number): Promise<ReviewPerson | null> {
    try {
      return person(await this.clients.getClient(credential, id, FIELDS));
    } catch (e) {
      if (isPlatformError(e) && (e.code === 'forbidden' || e.code === 'not_found')) return null;
      throw e;
    }
  }
}
