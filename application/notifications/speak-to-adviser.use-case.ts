import { err, ok, Result } from '../../domain/shared/result';
import { NotificationType, ReviewStatus, speakToAdviserStatus } from '../../domain/session/notification-prompts';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import { ClientPatch, PlatformCredential, PlatformPort } from '../ports/platform.port';
import { Injectable } from '../shared/injectable';

export interface SpeakToAdviserOutcome {
  type: NotificationType;
  /** The status now stored on the client record. */
  status: string;
}

/**
 * The platform stores review statuses by key ('InProgress', 'FollowUpRequired'); the domain's
 * ReviewStatus values are the display texts of spec 1 §4.5, so the key is looked up from the text.
 */
function reviewStatusKey(text: string): string {
  return (Object.keys(ReviewStatus) as (keyof typeof ReviewStatus)[]).find((k) => ReviewStatus[k] === text) ?? text;
}

/** The client-record change 'Speak to adviser' makes for each prompt type (spec 1 §4.5). */
export function speakToAdviserPatch(type: NotificationType): ClientPatch {
  const status = speakToAdviserStatus(type);
  switch (type) {
    case NotificationType.review:
      return { xpt_review_status: reviewStatusKey(status) };
    case NotificationType.factFind:
      return { factfind_status: status };
    default:
      return { robo_journey_status: status };
  }
}

/** A client opts for their adviser to contact them instead of completing a review, fact-find or robo journey. */
@Injectable()
export class SpeakToAdviserUseCase {
  constructor(private readonly platform: PlatformPort) {}

  async execute(credential: PlatformCredential, input: { clientId: number; type: NotificationType }): Promise<Result<SpeakToAdviserOutcome, PortalError>> {
    const patch = speakToAdviserPatch(input.type);
    try {
      await this.platform.patchClient(credential, input.clientId, patch);
      return ok({ type: input.type, status: Object.values(patch)[0] as string });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
