import { NotificationType } from './notification-prompts';
import { awaitingJourneys, postponedJourneys, type PostponementInput } from './postponement';

const none = { reviewStatus: null, factFindStatus: null, roboJourneyType: null, roboJourneyStatus: 'none' };
const client: PostponementInput = {
  isClient: true,
  actingAsAnotherClient: false,
  onJourneyPage: () => false,
  updated: () => false,
  promptsOn: false,
  promptDismissed: () => false,
};

describe('postponement panel', () => {
  it('finds the awaiting journeys: review in progress, fact find 1 or 2, robo pending or declined', () => {
    expect(awaitingJourneys(none)).toEqual([]);
    expect(awaitingJourneys({ ...none, reviewStatus: 'InProgress', factFindStatus: '2' })).toEqual([
      NotificationType.review,
      NotificationType.factFind,
    ]);
    expect(awaitingJourneys({ ...none, factFindStatus: '3' })).toEqual([]);
    expect(awaitingJourneys({ ...none, roboJourneyType: 'investment', roboJourneyStatus: 'declined' })).toEqual([
      NotificationType.automatedPersonalAdvice,
    ]);
    expect(
      awaitingJourneys({ ...none, roboJourneyType: 'retirement_health_check', roboJourneyStatus: 'enabled' }),
    ).toEqual([NotificationType.roboAdvice]);
  });

  it('shows only to a client not acting as another, off the journey page, with no update, and after the prompt is dismissed when prompts are on', () => {
    const review = { ...none, reviewStatus: 'InProgress' };
    expect(postponedJourneys(review, client)).toEqual([NotificationType.review]);
    expect(postponedJourneys(review, { ...client, isClient: false })).toEqual([]);
    expect(postponedJourneys(review, { ...client, actingAsAnotherClient: true })).toEqual([]);
    expect(postponedJourneys(review, { ...client, onJourneyPage: () => true })).toEqual([]);
    expect(postponedJourneys(review, { ...client, updated: () => true })).toEqual([]);
    expect(postponedJourneys(review, { ...client, promptsOn: true })).toEqual([]);
    expect(postponedJourneys(review, { ...client, promptsOn: true, promptDismissed: () => true })).toEqual([
      NotificationType.review,
    ]);
  });
});
