import { messagesSettings } from '../../domain/messages/messages-settings';
import { isQuestionPage } from '../../domain/review/review-pages';
import { reviewMessage } from '../../domain/review/review-message';
import { additionalTextOf, type ReviewResponse } from '../../domain/review/review-questionnaire';
import { isReviewInProgress } from '../../domain/review/review-status';
import { REVIEW_NOT_OPEN } from '../../domain/session/prompt-journeys';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { isPlatformError } from '../ports/platform-error';
import { MessagesPort } from '../ports/messages.port';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import { reviewContent } from './review-content';
import { ReviewPeopleLoader, type ReviewPerson } from './review-people';
import { itemAt } from '../../domain/shared/present';

/** One answer as the browser sends it: the page (its order) and Yes or No, with the changes text after a Yes. */
export interface SubmittedAnswer {
  id: number;
  response: boolean;
  additionalText?: string;
}

export interface PersonOutcome {
  entityId: number;
  name: string;
  /** The status the submission records: ChangesReported or NoChangesReported. */
  status: 'ChangesReported' | 'NoChangesReported';
  messageSent: boolean;
  statusSet: boolean;
  /** The platform's message when a step failed. */
  error: string | null;
}

export interface ReviewSubmissionOutcome {
  /** spec 3 §4: only when no response carried an error. */
  success: boolean;
  people: PersonOutcome[];
}

export const MAX_ADDITIONAL_TEXT = 2000;
export const PARTNER_ANSWERS_NOT_ALLOWED = "You may not answer your partner's review.";

/** The platform's words when it sent some; otherwise (a 500, whose body is never read) the portal's sentence. */
function errorText(e: unknown): string {
  if (!isPlatformError(e)) throw e;
  return e.userMessage ?? e.apiMessage ?? fromPlatformError(e).message;
}

/**
 * spec 3 §4 "Review": submitting posts a message per person, then sets each person's review status
 * (ChangesReported if any answer is Yes, else NoChangesReported). It succeeds only if no response carries an
 * error. Questions are read from the site content here, never taken from the browser. Safe to repeat: statuses are
 * set only after every message went (client's last, stopping at a failure), and people whose message went in an
 * earlier attempt (messagesSent) get no second one.
 */
@Injectable()
export class SubmitReviewUseCase {
  constructor(
    private readonly people: ReviewPeopleLoader,
    private readonly platform: ClientsPort,
    private readonly messages: MessagesPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async execute(
    credential: PlatformCredential,
    input: {
      clientId: number;
      client: SubmittedAnswer[];
      partner: SubmittedAnswer[] | null;
      messagesSent?: readonly number[];
    },
  ): Promise<Result<ReviewSubmissionOutcome, PortalError>> {
    let plan: { person: ReviewPerson; responses: ReviewResponse[]; answeredBy: string | null }[];
    let templateId: number | null;
    try {
      const site = await this.siteConfig.load();
      const content = reviewContent(site.content);
      templateId = messagesSettings(site.settings).notificationTemplateId;
      const people = await this.people.load(credential, input.clientId, input.messagesSent);
      if (!isReviewInProgress(people.client.reviewStatus)) return err(portalError('validation', REVIEW_NOT_OPEN));
      if (input.partner && !people.partnerAnswersOffered)
        return err(portalError('forbidden', PARTNER_ANSWERS_NOT_ALLOWED));
      const questions = content.pages.filter(isQuestionPage);
      const responses = (answers: SubmittedAnswer[]): Result<ReviewResponse[], PortalError> => {
        const out: ReviewResponse[] = [];
        for (const q of questions) {
          const a = answers.find((x) => x.id === q.order);
          if (!a)
            return err(
              portalError('validation', `An answer is needed for question ${q.order}: ${q.question ?? q.heading}`),
            );
          const text = additionalTextOf({
            response: a.response,
            text: a.additionalText ?? '',
            enabled: content.additionalInformationEnabled,
          });
          if (text.length > MAX_ADDITIONAL_TEXT)
            return err(portalError('validation', `Changes text must be at most ${MAX_ADDITIONAL_TEXT} characters`));
          out.push({ id: q.order, question: q.question ?? q.heading, response: a.response, additionalText: text });
        }
        if (answers.some((a) => !questions.some((q) => q.order === a.id)))
          return err(portalError('validation', 'An answer names a question the review does not have'));
        return ok(out);
      };
      const own = responses(input.client);
      if (!own.ok) return own;
      plan = [{ person: people.client, responses: own.value, answeredBy: null }];
      if (input.partner) {
        const theirs = responses(input.partner);
        if (!theirs.ok) return theirs;
        plan.push({ person: people.partner!, responses: theirs.value, answeredBy: people.client.name });
      }
    } catch (e) {
      return err(fromPlatformError(e));
    }

    const earlier = input.messagesSent ?? [];
    const outcomes: PersonOutcome[] = [];
    for (const step of plan) {
      const message = reviewMessage({
        personName: step.person.name,
        answeredBy: step.answeredBy,
        responses: step.responses,
      });
      const outcome: PersonOutcome = {
        entityId: step.person.entityId,
        name: step.person.name,
        status: message.status as PersonOutcome['status'],
        messageSent: false,
        statusSet: false,
        error: null,
      };
      outcomes.push(outcome);
      // A repeat after a failure: the adviser already has this person's answers.
      if (earlier.includes(step.person.entityId)) {
        outcome.messageSent = true;
        continue;
      }
      try {
        await this.messages.createDocNote({
          credential,
          subject: message.subject,
          body: message.body,
          senderEntityId: step.person.entityId,
          creatorEntityId: input.clientId,
          notificationTemplateId: templateId,
        });
        outcome.messageSent = true;
      } catch (e) {
        outcome.error = errorText(e);
      }
    }
    if (outcomes.some((o) => !o.messageSent)) return ok({ success: false, people: outcomes });
    // Statuses only once every message went; the partner's first and the client's last, stopping at the first
    // failure, so an incomplete submission always leaves the client's review in progress to repeat.
    for (const [i, outcome] of [...outcomes.entries()].reverse()) {
      // One outcome per step of the plan, in its order.
      if (!isReviewInProgress(itemAt(plan, i).person.reviewStatus)) {
        outcome.statusSet = true; // completed by this client's earlier attempt
        continue;
      }
      try {
        await this.platform.patchClient(credential, outcome.entityId, { xptReviewStatus: outcome.status });
        outcome.statusSet = true;
      } catch (e) {
        outcome.error = errorText(e);
        break;
      }
    }
    return ok({ success: outcomes.every((o) => o.error === null), people: outcomes });
  }
}
