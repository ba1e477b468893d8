import {
  NONE_SUPPLIED,
  playbackText,
  REVIEW_ANSWER_REQUIRED,
  sortPages,
  type ReviewPage,
  type ReviewPageType,
} from './review-pages';
import { reviewMessage } from './review-message';
import {
  addAnswer,
  additionalTextOf,
  answersFor,
  exitReview,
  initialQuestionnaire,
  leaveIntro,
  previous,
  reviewProgress,
  startSubmit,
  submitAnswered,
  validateAnswers,
  validateIntro,
  type ReviewResponse,
} from './review-questionnaire';
import { isReviewInProgress, reviewStatusLabel, shouldLeaveReview, submissionStatus } from './review-status';
import { itemAt } from '../shared/present';

const types: ReviewPageType[] = [
  'reviewIntro',
  'standardQuestionPage',
  'standardQuestionPage',
  'contactDetailsQuestionPage',
  'personalDetailsQuestionPage',
  'riskProfileQuestion',
  'submission',
  'completion',
];
const PAGES: ReviewPage[] = types.map((type, i) => ({ type, order: i + 1, heading: type, question: `Q${i + 1}?` }));
const answer = (id: number, response: boolean | null, additionalText = ''): ReviewResponse => ({
  id,
  question: `Q${id}?`,
  response,
  additionalText,
});

describe('review progress (spec 3 §2)', () => {
  it('is (order − 1) / questions as a percentage, counting the introduction and questions', () => {
    expect(reviewProgress(1, PAGES)).toBe(0);
    expect(reviewProgress(2, PAGES)).toBe(17); // 1/6
    expect(reviewProgress(4, PAGES)).toBe(50); // 3/6
    expect(reviewProgress(6, PAGES)).toBe(83); // the last question, 5/6
  });

  it('is 100 on submission and after', () => {
    expect(reviewProgress(7, PAGES)).toBe(100);
    expect(reviewProgress(8, PAGES)).toBe(100);
  });

  it('follows the pages by order, not by the order they were given', () => {
    const shuffled = [6, 0, 7, 3, 1, 5, 2, 4].map((i) => itemAt(PAGES, i));
    expect(sortPages(shuffled).map((p) => p.type)).toEqual(types);
    expect(reviewProgress(4, shuffled)).toBe(50);
  });
});

describe('questionnaire moves (spec 3 §4)', () => {
  it('an answer replaces one with the same id and moves forward; Previous moves back', () => {
    let s = leaveIntro(initialQuestionnaire(), true);
    expect(s.order).toBe(2);
    s = addAnswer(s, answer(2, true, 'moved house'), answer(2, false));
    expect(s.order).toBe(3);
    s = previous(s);
    expect(s.order).toBe(2);
    s = addAnswer(s, answer(2, false), answer(2, true));
    expect(s.clientQuestions).toEqual([answer(2, false)]);
    expect(s.partnerQuestions).toEqual([answer(2, true)]);
    expect(previous(previous(previous(s))).order).toBe(1);
  });

  it('submit sets posting and submitted; the result moves forward; exit clears submitted', () => {
    let s = { ...initialQuestionnaire(), order: 7 };
    s = startSubmit(s);
    expect(s).toMatchObject({ posting: true, submitted: true, order: 7 });
    s = submitAnswered(s, false);
    expect(s).toMatchObject({ posting: false, submitted: true, success: false, order: 8 });
    expect(exitReview(s).submitted).toBe(false);
  });

  it('drops partner answers when the client chooses not to answer for the partner', () => {
    const s = addAnswer(leaveIntro(initialQuestionnaire(), true), answer(2, true), answer(2, true));
    const back = leaveIntro({ ...s, order: 1 }, false);
    expect(back.partnerQuestions).toEqual([]);
    expect(answersFor(s, PAGES, 'partner')).toEqual([answer(2, true)]);
  });
});

describe('submission status per person (spec 3 §4)', () => {
  it('is ChangesReported when any answer is Yes, else NoChangesReported', () => {
    expect(submissionStatus([answer(2, false), answer(3, true)])).toBe('ChangesReported');
    expect(submissionStatus([answer(2, false), answer(3, false)])).toBe('NoChangesReported');
    expect(submissionStatus([])).toBe('NoChangesReported');
  });

  it("builds each person's message with the answers and the changes text", () => {
    const m = reviewMessage({
      personName: 'Ben Hartley',
      answeredBy: 'Amelia Hartley',
      responses: [answer(2, true, 'New job'), answer(3, false)],
    });
    expect(m.status).toBe('ChangesReported');
    expect(m.subject).toBe('Annual review response - Ben Hartley');
    expect(m.body).toContain('Changes Reported');
    expect(m.body).toContain('Answered by Amelia Hartley.');
    expect(m.body).toContain('2. Q2?\nAnswer: Yes\nChanges: New job');
    expect(m.body).toContain('3. Q3?\nAnswer: No');
  });

  it('prepares the body as compose bodies are: preformatted lines, markup stripped, & escaped once', () => {
    const m = reviewMessage({
      personName: 'Ben Hartley',
      answeredBy: null,
      responses: [answer(2, true, 'Sold <b>house</b> & car <script>x()</script>')],
    });
    expect(m.body.startsWith('<pre>') && m.body.endsWith('</pre>')).toBe(true);
    expect(m.body).toContain('Answer: Yes\nChanges: Sold house &amp; car');
    expect(m.body).not.toMatch(/<b>|<script|&amp;amp;/);
  });
});

describe('review validation (spec 3 §5)', () => {
  it('requires the client answer, and the partner answer only when answering for the partner', () => {
    expect(validateAnswers({ client: null, partner: null, respondForPartner: false })).toEqual({
      client: REVIEW_ANSWER_REQUIRED,
    });
    expect(validateAnswers({ client: true, partner: null, respondForPartner: true })).toEqual({
      partner: 'This question requires an answer',
    });
    expect(validateAnswers({ client: false, partner: false, respondForPartner: true })).toEqual({});
  });

  it('requires the Yes or No partner choice on the introduction only when partner answering is possible', () => {
    expect(validateIntro({ partnerPossible: true, respondForPartner: null })).toBe(REVIEW_ANSWER_REQUIRED);
    expect(validateIntro({ partnerPossible: true, respondForPartner: false })).toBeNull();
    expect(validateIntro({ partnerPossible: false, respondForPartner: null })).toBeNull();
  });

  it('keeps the changes text only after a Yes with additional information enabled', () => {
    expect(additionalTextOf({ response: true, text: ' moved ', enabled: true })).toBe('moved');
    expect(additionalTextOf({ response: false, text: 'moved', enabled: true })).toBe('');
    expect(additionalTextOf({ response: true, text: 'moved', enabled: false })).toBe('');
  });
});

describe('review statuses and playback (spec 3 §2, §3)', () => {
  it('reads the status texts', () => {
    expect(reviewStatusLabel('None')).toBe('');
    expect(reviewStatusLabel('InProgress')).toBe('In Progress');
    expect(reviewStatusLabel('FollowUpRequired')).toBe('Follow Up Required');
    expect(reviewStatusLabel('ChangesReported')).toBe('Changes Reported');
    expect(reviewStatusLabel('NoChangesReported')).toBe('No Changes Reported');
    expect(reviewStatusLabel(null)).toBe('');
    expect(isReviewInProgress('In Progress')).toBe(true);
  });

  it('leaves the page when not in progress and nothing was submitted', () => {
    expect(shouldLeaveReview({ status: 'InProgress', submitted: false })).toBe(false);
    expect(shouldLeaveReview({ status: 'ChangesReported', submitted: true })).toBe(false);
    expect(shouldLeaveReview({ status: 'ChangesReported', submitted: false })).toBe(true);
    expect(shouldLeaveReview({ status: null, submitted: false })).toBe(true);
  });

  it("shows 'None supplied' for an empty playback value", () => {
    expect(playbackText(null)).toBe(NONE_SUPPLIED);
    expect(playbackText('  ')).toBe('None supplied');
    expect(playbackText('amelia@example.com')).toBe('amelia@example.com');
  });
});
