import { err, ok, Result } from '../../domain/shared/result';
import {
  FACT_FIND_SPEAK_TO_ADVISER_STATUS,
  NotificationType,
  ReviewStatus,
  speakToAdviserStatus,
} from '../../domain/session/notification-prompts';
import { isJourneyOpen, journeyNotOpenText } from '../../domain/session/prompt-journeys';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { isPlatformError } from '../ports/platform-error';
import { MessagesPort } from '../ports/messages.port';
import { ClientPatch, ClientsPort, type ClientField } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';

export interface SpeakToAdviserOutcome {
  type: NotificationType;
  /** The status now stored on the client record. */
  status: string;
  /** Fact-find only: whether the adviser's notification e-mail went (null when none is configured or sent). */
  notified?: boolean | null;
}

/** The site setting naming the e-mail template of a fact-find opt-out (spec 1 §4.5: 'with an email template'). */
export const FACT_FIND_TEMPLATE_SETTING = 'factFindSpeakToAdviserTemplateId';
export const FACT_FIND_OPT_OUT_SUBJECT = 'Your client would rather speak to you than complete their fact find';

/**
 * The platform stores review statuses by key ('InProgress', 'FollowUpRequired'); the domain's
 * ReviewStatus values are the display texts of spec 1 §4.5, so the key is looked up from the text.
 */
const REVIEW_STATUS_KEYS = new Map<string, string>(Object.entries(ReviewStatus).map(([key, text]) => [text, key]));

function reviewStatusKey(text: string): string {
  return REVIEW_STATUS_KEYS.get(text) ?? text;
}

/** The client-record change 'Speak to adviser' makes for each prompt type (spec 1 §4.5). */
export function speakToAdviserPatch(type: NotificationType): ClientPatch {
  const status = speakToAdviserStatus(type);
  switch (type) {
    case NotificationType.review:
      return { xptReviewStatus: reviewStatusKey(status) };
    case NotificationType.factFind:
      return { factfindStatus: status };
    default:
      return { roboJourneyStatus: status };
  }
}

const JOURNEY_FIELDS: ClientField[] = ['xptReviewStatus', 'factfindStatus', 'roboJourneyStatus'];

/** Whether the client's journey of this prompt type is open now (spec 1 §4.5), read from their record. */
export async function journeyOpen(
  platform: ClientsPort,
  credential: PlatformCredential,
  clientId: number,
  type: NotificationType,
): Promise<boolean> {
  return (await journeyState(platform, credential, clientId, type)).open;
}

/** Whether the journey is open, and (fact-find) whether an opt-out is already recorded on the record. */
async function journeyState(
  platform: ClientsPort,
  credential: PlatformCredential,
  clientId: number,
  type: NotificationType,
): Promise<{ open: boolean; alreadyOptedOut: boolean }> {
  const c = await platform.getClient(credential, clientId, JOURNEY_FIELDS);
  const open = isJourneyOpen(type, {
    reviewStatus: c.xptReviewStatus,
    factFindStatus: c.factfindStatus,
    roboJourneyStatus: c.roboJourneyStatus,
  });
  const alreadyOptedOut =
    type === NotificationType.factFind &&
    c.factfindStatus !== null &&
    c.factfindStatus !== undefined &&
    String(c.factfindStatus).trim() === FACT_FIND_SPEAK_TO_ADVISER_STATUS;
  return { open, alreadyOptedOut };
}

/** A client opts for their adviser to contact them instead of completing a review, fact-find or robo journey. */
@Injectable()
export class SpeakToAdviserUseCase {
  constructor(
    private readonly platform: ClientsPort,
    private readonly messages: MessagesPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; type: NotificationType },
  ): Promise<Result<SpeakToAdviserOutcome, PortalError>> {
    const patch = speakToAdviserPatch(input.type);
    try {
      const { open, alreadyOptedOut } = await journeyState(this.platform, credential, input.clientId, input.type);
      if (!open) return err(portalError('validation', journeyNotOpenText(input.type)));
      // The prompt still shows at '0' (spec 1 §4.5), so a repeat is answered as done without a second e-mail.
      if (alreadyOptedOut) return ok({ type: input.type, status: FACT_FIND_SPEAK_TO_ADVISER_STATUS, notified: null });
      await this.platform.patchClient(credential, input.clientId, patch);
    } catch (e) {
      return err(fromPlatformError(e));
    }
    const outcome: SpeakToAdviserOutcome = { type: input.type, status: Object.values(patch)[0] as string };
    // spec 3 §4: a fact-find opt-out updates the status, then sends a notification message.
    if (input.type === NotificationType.factFind)
      outcome.notified = await this.notifyFactFindOptOut(credential, input.clientId);
    return ok(outcome);
  }

  private async notifyFactFindOptOut(credential: PlatformCredential, clientId: number): Promise<boolean | null> {
    const templateId = Number((await this.siteConfig.load()).settings[FACT_FIND_TEMPLATE_SETTING]);
    if (!Number.isInteger(templateId) || templateId <= 0) return null;
    try {
      await this.messages.sendEmail({ credential, templateId, subject: FACT_FIND_OPT_OUT_SUBJECT, entityId: clientId });
      return true;
    } catch (e) {
      // The status is stored; a notification that did not go is reported, not a failure of the opt-out.
      if (!isPlatformError(e)) throw e;
      return false;
    }
  }
}
