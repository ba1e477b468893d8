import { NotificationType } from '../../domain/session/notification-prompts';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { SpeakToAdviserUseCase } from './speak-to-adviser.use-case';

describe('SpeakToAdviserUseCase', () => {
  it.each([
    [NotificationType.review, { xpt_review_status: 'FollowUpRequired' }, 'FollowUpRequired'],
    [NotificationType.factFind, { factfind_status: '0' }, '0'],
    [NotificationType.roboAdvice, { robo_journey_status: 'follow_up_requested' }, 'follow_up_requested'],
    [NotificationType.automatedPersonalAdvice, { robo_journey_status: 'follow_up_requested' }, 'follow_up_requested'],
  ])('for a %s prompt patches the client with %j', async (type, patch, status) => {
    const patchClient = jest.fn().mockResolvedValue(undefined);
    const result = await new SpeakToAdviserUseCase(fakePlatform({ patchClient })).execute(CREDENTIAL, { clientId: 70, type });
    expect(patchClient).toHaveBeenCalledWith(CREDENTIAL, 70, patch);
    expect(result).toEqual({ ok: true, value: { type, status } });
  });

  it('a refused change is an error value', async () => {
    const patchClient = jest.fn().mockRejectedValue(new PlatformError('forbidden', 403, 'Permission Error'));
    const result = await new SpeakToAdviserUseCase(fakePlatform({ patchClient })).execute(CREDENTIAL, { clientId: 70, type: NotificationType.review });
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
