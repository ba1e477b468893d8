import { proxy } from 'valtio';
import { isQuestionPage } from '../../../../domain/review/review-pages';
import {
  addAnswer,
  additionalTextOf,
  exitReview,
  initialQuestionnaire,
  leaveIntro,
  previous,
  startSubmit,
  submitAnswered,
  validateAnswers,
  validateIntro,
  type AnswerErrors,
  type QuestionnaireState,
} from '../../../../domain/review/review-questionnaire';
import { NotificationType } from '../../../../domain/session/notification-prompts';
import { dismissPrompt } from '../shell/notification-prompts.store';
import { shellApi } from '../shell/shell.api';
import { reviewLeaveGuard } from './leave-guard';
import { reviewApi, type ReviewData, type ReviewPageData, type ReviewSubmissionResult } from './review-api';
import { onClientStateReset } from '../../lib/client-state';

/** What is being typed on the current page, before Next records it. */
export interface Draft {
  client: boolean | null;
  partner: boolean | null;
  clientText: string;
  partnerText: string;
}

const emptyDraft = (): Draft => ({ client: null, partner: null, clientText: '', partnerText: '' });

interface ReviewState {
  status: 'loading' | 'ready' | 'failed';
  data: ReviewData | null;
  q: QuestionnaireState;
  draft: Draft;
  /** The introduction's partner choice while on it. */
  partnerChoice: boolean | null;
  errors: AnswerErrors & { intro?: string };
  /** Bumped by each refused Next, so the error summary takes focus. */
  attempt: number;
  result: ReviewSubmissionResult | null;
  optedOut: boolean;
  optingOut: boolean;
}

const initialState = (): ReviewState => ({
  status: 'loading',
  data: null,
  q: initialQuestionnaire(),
  draft: emptyDraft(),
  partnerChoice: null,
  errors: {},
  attempt: 0,
  result: null,
  optedOut: false,
  optingOut: false,
});

export const reviewStore = proxy<ReviewState>(initialState());

export function resetReview(): void {
  Object.assign(reviewStore, initialState());
  reviewLeaveGuard.active = false;
}
onClientStateReset(resetReview);

export async function loadReview(): Promise<void> {
  resetReview();
  try {
    const data = await reviewApi.load();
    reviewStore.data = data;
    reviewStore.status = 'ready';
    reviewLeaveGuard.active = data.inProgress;
  } catch {
    reviewStore.status = 'failed';
  }
}

export function pagesOf(data: ReviewData | null): ReviewPageData[] {
  return data ? [...data.pages].sort((a, b) => a.order - b.order) : [];
}

export function currentPage(): ReviewPageData | null {
  return pagesOf(reviewStore.data)[reviewStore.q.order - 1] ?? null;
}

/** Answering for the partner on this page. */
export function answeringForPartner(): boolean {
  return !!reviewStore.data?.partnerAnswersOffered && reviewStore.q.respondForPartner === true;
}

/** The draft of a page from what was answered before (coming back with Previous). */
function draftFor(page: ReviewPageData | null): Draft {
  if (!page) return emptyDraft();
  const c = reviewStore.q.clientQuestions.find((r) => r.id === page.order);
  const p = reviewStore.q.partnerQuestions.find((r) => r.id === page.order);
  return {
    client: c?.response ?? null,
    partner: p?.response ?? null,
    clientText: c?.additionalText ?? '',
    partnerText: p?.additionalText ?? '',
  };
}

function moved(): void {
  reviewStore.errors = {};
  reviewStore.draft = draftFor(currentPage());
  if (currentPage()?.type === 'reviewIntro') reviewStore.partnerChoice = reviewStore.q.respondForPartner;
}

export function setDraft(patch: Partial<Draft>): void {
  Object.assign(reviewStore.draft, patch);
  if (patch.client !== undefined) delete reviewStore.errors.client;
  if (patch.partner !== undefined) delete reviewStore.errors.partner;
}

export function setPartnerChoice(choice: boolean): void {
  reviewStore.partnerChoice = choice;
  delete reviewStore.errors.intro;
}

/** Next: records the page's answers (spec 3 §4), once they pass the checks of §5. */
export function next(): void {
  const page = currentPage();
  const data = reviewStore.data;
  if (!page || !data) return;
  if (page.type === 'reviewIntro') {
    const error = validateIntro({
      partnerPossible: data.partnerAnswersOffered,
      respondForPartner: reviewStore.partnerChoice,
    });
    if (error) {
      reviewStore.errors = { intro: error };
      reviewStore.attempt++;
      return;
    }
    reviewStore.q = leaveIntro(reviewStore.q, data.partnerAnswersOffered && reviewStore.partnerChoice === true);
    return moved();
  }
  if (!isQuestionPage(page)) return;
  const forPartner = answeringForPartner();
  const { draft } = reviewStore;
  const errors = validateAnswers({ client: draft.client, partner: draft.partner, respondForPartner: forPartner });
  if (errors.client || errors.partner) {
    reviewStore.errors = errors;
    reviewStore.attempt++;
    return;
  }
  const enabled = data.additionalInformationEnabled;
  const question = page.question ?? page.heading;
  reviewStore.q = addAnswer(
    reviewStore.q,
    {
      id: page.order,
      question,
      response: draft.client,
      additionalText: additionalTextOf({ response: draft.client, text: draft.clientText, enabled }),
    },
    forPartner
      ? {
          id: page.order,
          question,
          response: draft.partner,
          additionalText: additionalTextOf({ response: draft.partner, text: draft.partnerText, enabled }),
        }
      : null,
  );
  moved();
}

export function back(): void {
  reviewStore.q = previous(reviewStore.q);
  moved();
}

/** Whether any answer so far is Yes (the submission page's changes or no-changes text). */
export function anyChanges(): boolean {
  const partner = answeringForPartner() ? reviewStore.q.partnerQuestions : [];
  return [...reviewStore.q.clientQuestions, ...partner].some((r) => r.response === true);
}

export async function submit(): Promise<void> {
  if (reviewStore.q.posting) return;
  const pages = pagesOf(reviewStore.data).filter(isQuestionPage);
  const ids = new Set(pages.map((p) => p.order));
  const answers = (list: QuestionnaireState['clientQuestions']) =>
    list
      .filter((r) => ids.has(r.id) && r.response !== null)
      .map((r) => ({ id: r.id, response: r.response as boolean, additionalText: r.additionalText || undefined }));
  reviewStore.q = startSubmit(reviewStore.q);
  // spec 3 §2: the leave-page warning is removed on submit.
  reviewLeaveGuard.active = false;
  let success = false;
  try {
    const result = await reviewApi.submit({
      client: answers(reviewStore.q.clientQuestions),
      partner: answeringForPartner() ? answers(reviewStore.q.partnerQuestions) : null,
    });
    reviewStore.result = result;
    success = result.success;
  } catch {
    reviewStore.result = null;
  }
  if (success) dismissPrompt(NotificationType.review);
  reviewStore.q = submitAnswered(reviewStore.q, success);
  moved();
}

/** spec 3 §2: 'I'd rather speak to my adviser' on the introduction. */
export async function speakToAdviser(): Promise<void> {
  if (reviewStore.optingOut) return;
  reviewStore.optingOut = true;
  try {
    await shellApi.speakToAdviser(NotificationType.review);
    dismissPrompt(NotificationType.review);
    reviewStore.optedOut = true;
    reviewLeaveGuard.active = false;
  } catch {
    // The global error toast has said what went wrong; the introduction stays.
  } finally {
    reviewStore.optingOut = false;
  }
}

/** spec 3 §4: Exit clears the submitted flag (the page then goes home). */
export function finish(): void {
  reviewStore.q = exitReview(reviewStore.q);
  reviewLeaveGuard.active = false;
}
