import { NotificationType, RoboJourneyStatus } from '../../domain/session/notification-prompts';
import { journeyNotOpenText } from '../../domain/session/prompt-journeys';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { Injectable } from '../shared/injectable';
import { journeyOpen } from './speak-to-adviser.use-case';

/** What the client did with a robo prompt (spec 1 §4.5). */
export type RoboPromptAction = 'close' | 'runAssessment';

/** spec 1 §4.5: closing a robo prompt sets it to declined; running the assessment sets robo status none (the prompt is dismissed). */
export function roboStatusAfter(action: RoboPromptAction): RoboJourneyStatus {
  return action === 'close' ? RoboJourneyStatus.Declined : RoboJourneyStatus.None;
}

/** Records the client's answer to a robo advice prompt on their client record. */
@Injectable()
export class AnswerRoboPromptUseCase {
  constructor(private readonly platform: ClientsPort) {}

  async execute(
    credential: PlatformCredential,
    input: { clientId: number; action: RoboPromptAction },
  ): Promise<Result<{ status: string }, PortalError>> {
    const status = roboStatusAfter(input.action);
    try {
      if (!(await journeyOpen(this.platform, credential, input.clientId, NotificationType.roboAdvice)))
        return err(portalError('validation', journeyNotOpenText(NotificationType.roboAdvice)));
      await this.platform.patchClient(credential, input.clientId, { roboJourneyStatus: status });
      return ok({ status });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
