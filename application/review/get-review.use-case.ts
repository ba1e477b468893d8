import { isReviewInProgress, reviewStatusLabel } from '../../domain/review/review-status';
import type { ReviewPage, ReviewRiskProfile } from '../../domain/review/review-pages';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { ReviewPort, type ReviewPlaybackRecord, type RiskProfileRecord } from '../ports/review.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import { playbackValues } from './playback-values';
import { reviewContent } from './review-content';
import { ReviewPeopleLoader, type ReviewPerson } from './review-people';

/** Everything the annual review page shows (spec 3 §2, §3 "Questionnaire state"). */
export interface ReviewQuestionnaire {
  heading: string;
  /** The client's stored status key ('InProgress') and its text ('In Progress'). */
  status: string | null;
  statusText: string;
  inProgress: boolean;
  client: ReviewPerson;
  /** The partner, offered for answers only when partnerAnswersOffered. */
  partner: ReviewPerson | null;
  partnerAnswersOffered: boolean;
  additionalInformationEnabled: boolean;
  pages: ReviewPage[];
  riskProfile: { client: ReviewRiskProfile; partner: ReviewRiskProfile | null };
}

const EMPTY_PLAYBACK: ReviewPlaybackRecord = { contact: {}, personal: {} };

function profile(r: RiskProfileRecord | null): ReviewRiskProfile {
  return r
    ? { index: r.index, name: r.name, description: r.description, isEmpty: false }
    : { index: null, name: '', description: '', isEmpty: true };
}

function withRows(page: ReviewPage, client: ReviewPlaybackRecord, partner: ReviewPlaybackRecord | null): ReviewPage {
  if (!page.rows) return page;
  const source = page.type === 'contactDetailsQuestionPage' ? 'contact' : 'personal';
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      clientValue: client[source][row.fieldName] ?? null,
      partnerValue: partner ? (partner[source][row.fieldName] ?? null) : null,
    })),
  };
}

/** The annual review questionnaire: site content, playback values and risk profiles of the client (and partner). */
@Injectable()
export class GetReviewUseCase {
  constructor(
    private readonly people: ReviewPeopleLoader,
    private readonly review: ReviewPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; messagesSent?: readonly number[] },
  ): Promise<Result<ReviewQuestionnaire, PortalError>> {
    try {
      const content = reviewContent((await this.siteConfig.load()).content);
      const people = await this.people.load(credential, input.clientId, input.messagesSent);
      const partnerId = people.partnerAnswersOffered ? people.partner!.entityId : null;
      const [clientPlayback, partnerPlayback, clientRisk, partnerRisk] = await Promise.all([
        this.review.playback({ credential, entityId: input.clientId }),
        partnerId !== null ? this.review.playback({ credential, entityId: partnerId }) : Promise.resolve(null),
        this.review.riskProfile({ credential, entityId: input.clientId }),
        partnerId !== null ? this.review.riskProfile({ credential, entityId: partnerId }) : Promise.resolve(null),
      ]);
      const clientValues = playbackValues(clientPlayback ?? EMPTY_PLAYBACK);
      const partnerValues = partnerPlayback && playbackValues(partnerPlayback);
      return ok({
        heading: content.heading,
        status: people.client.reviewStatus,
        statusText: reviewStatusLabel(people.client.reviewStatus),
        inProgress: isReviewInProgress(people.client.reviewStatus),
        client: people.client,
        partner: people.partner,
        partnerAnswersOffered: people.partnerAnswersOffered,
        additionalInformationEnabled: content.additionalInformationEnabled,
        pages: content.pages.map((p) => withRows(p, clientValues, partnerValues)),
        riskProfile: { client: profile(clientRisk), partner: partnerId !== null ? profile(partnerRisk) : null },
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
