import { useEffect, useRef } from 'react';
import { Navigate, useBlocker, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  REVIEW_HEADING,
  REVIEW_SUBMISSION_ERROR,
  REVIEW_SUBMISSION_ERROR_HELP,
  isQuestionPage,
} from '../../../../domain/review/review-pages';
import { reviewProgress } from '../../../../domain/review/review-questionnaire';
import { shouldLeaveReview } from '../../../../domain/review/review-status';
import {
  SPEAK_TO_ADVISER_BUTTON,
  SPEAK_TO_ADVISER_CONFIRMATION,
} from '../../../../domain/session/notification-prompts';
import { ErrorSummary, RadioGroup, radioId } from '../../components/form-kit';
import { usePageTitle } from '../../lib/use-page-title';
import { reviewLeaveGuard } from './leave-guard';
import type { ReviewData, ReviewPageData } from './review-api';
import {
  anyChanges,
  back,
  finish,
  loadReview,
  next,
  pagesOf,
  resetReview,
  reviewStore,
  setDraft,
  setPartnerChoice,
  speakToAdviser,
  submit,
} from './review.store';
import { ReviewAdviser } from './ReviewCompletion';
import { ReviewPlayback, RiskProfiles } from './ReviewPlayback';
import { YesNoAnswer } from './ReviewQuestion';
import './review.css';

export const LEAVE_REVIEW_CONFIRM =
  'Changes you have made will not be saved. Are you sure you want to leave this page?';
const HOME = '/clients/';

/** spec 3 §2: the browser warns before the page is left during the questions, in the app and out of it. */
function useLeaveWarning(): void {
  const { active } = useSnapshot(reviewLeaveGuard);
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      reviewLeaveGuard.active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_REVIEW_CONFIRM)) {
      reviewLeaveGuard.active = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
}

function Skeleton() {
  return (
    <div className="panel review-skeleton" role="status" aria-busy="true" aria-label="Loading your annual review">
      <div className="review-skeleton__line review-skeleton__line--bar" />
      <div className="review-skeleton__line" />
      <div className="review-skeleton__line" />
      <div className="review-skeleton__line review-skeleton__line--short" />
    </div>
  );
}

function Progress({ value }: { value: number }) {
  return (
    <div className="review-progress">
      <div
        className="review-progress__bar"
        role="progressbar"
        aria-label="Review progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% complete`}
      >
        <div className="review-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="review-progress__text" aria-hidden="true">
        {value}% complete
      </span>
    </div>
  );
}

function Intro({ page, data }: { page: ReviewPageData; data: ReviewData }) {
  const s = useSnapshot(reviewStore);
  const partnerQuestion = (page.partnerQuestion || 'Would you like to answer for {partner} as well?').replace(
    '{partner}',
    data.partner?.name ?? 'your partner',
  );
  return (
    <>
      {page.text && <p className="review-page__text">{page.text}</p>}
      {data.partnerAnswersOffered && (
        <RadioGroup
          name="review-partner"
          legend={partnerQuestion}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={s.partnerChoice === null ? null : s.partnerChoice ? 'yes' : 'no'}
          onChange={(v) => setPartnerChoice(v === 'yes')}
          error={s.errors.intro}
        />
      )}
    </>
  );
}

function Question({ page, data }: { page: ReviewPageData; data: ReviewData }) {
  const s = useSnapshot(reviewStore);
  const forPartner = data.partnerAnswersOffered && s.q.respondForPartner === true;
  const partnerName = forPartner ? (data.partner?.name ?? null) : null;
  const profiles = [{ name: data.client.name, profile: data.riskProfile.client }];
  if (partnerName && data.riskProfile.partner) profiles.push({ name: partnerName, profile: data.riskProfile.partner });
  return (
    <>
      {page.rows && <ReviewPlayback page={page} clientName={data.client.name} partnerName={partnerName} />}
      {page.type === 'riskProfileQuestion' && <RiskProfiles profiles={profiles} />}
      {page.question && <p className="review-page__question">{page.question}</p>}
      <div className={partnerName ? 'review-answers review-answers--two' : 'review-answers'}>
        <YesNoAnswer
          name={`review-client-${page.order}`}
          legend={partnerName ? `${data.client.name}'s answer` : 'Your answer'}
          value={s.draft.client}
          onChange={(v) => setDraft({ client: v })}
          text={s.draft.clientText}
          onText={(t) => setDraft({ clientText: t })}
          error={s.errors.client}
          additionalInformation={data.additionalInformationEnabled}
        />
        {partnerName && (
          <YesNoAnswer
            name={`review-partner-${page.order}`}
            legend={`${partnerName}'s answer`}
            value={s.draft.partner}
            onChange={(v) => setDraft({ partner: v })}
            text={s.draft.partnerText}
            onText={(t) => setDraft({ partnerText: t })}
            error={s.errors.partner}
            additionalInformation={data.additionalInformationEnabled}
          />
        )}
      </div>
    </>
  );
}

function Finish({ onFinish }: { onFinish: () => void }) {
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={onFinish}>
        Finish
      </button>
    </div>
  );
}

/** spec 3 §2 "Annual review page": every page type in order, Previous and Next, progress, submission and completion. */
export function AnnualReviewPage() {
  const s = useSnapshot(reviewStore);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = s.data as ReviewData | null;
  const pages = pagesOf(data);
  const page = pages[s.q.order - 1] ?? null;
  usePageTitle(data?.heading ?? REVIEW_HEADING);
  useLeaveWarning();

  useEffect(() => {
    void loadReview();
    return () => resetReview();
  }, []);

  // Each step (and the opt-out confirmation) moves focus to its heading, as a new page would.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [s.q.order, s.optedOut]);

  const goHome = () => {
    finish();
    void navigate(HOME);
  };

  if (s.status === 'loading')
    return (
      <div className="review-page">
        <h1 className="review-page__title">{REVIEW_HEADING}</h1>
        <Skeleton />
      </div>
    );
  if (s.status === 'failed' || !data) {
    return (
      <div className="review-page">
        <h1 className="review-page__title">{REVIEW_HEADING}</h1>
        <p className="alert alert--error" role="alert">
          Your annual review could not be loaded. Please try again later.
        </p>
      </div>
    );
  }
  if (shouldLeaveReview({ status: data.status, submitted: s.q.submitted }) && !s.optedOut)
    return <Navigate to={HOME} replace />;

  if (s.optedOut) {
    return (
      <div className="review-page">
        <h1 className="review-page__title">{data.heading}</h1>
        <div className="panel review-page__panel">
          <h2 ref={headingRef} tabIndex={-1} className="review-page__heading">
            Thank you
          </h2>
          <p role="status">{SPEAK_TO_ADVISER_CONFIRMATION}</p>
          <Finish onFinish={goHome} />
        </div>
      </div>
    );
  }
  if (!page) return <Navigate to={HOME} replace />;

  const progress = reviewProgress(s.q.order, pages);
  const errors = [
    s.errors.intro && { id: radioId('review-partner', 'yes'), message: s.errors.intro },
    s.errors.client && { id: radioId(`review-client-${page.order}`, 'yes'), message: s.errors.client },
    s.errors.partner && {
      id: radioId(`review-partner-${page.order}`, 'yes'),
      message: `${data.partner?.name ?? 'Partner'}: ${s.errors.partner}`,
    },
  ].filter(Boolean) as { id: string; message: string }[];
  const isQuestion = isQuestionPage(page);
  const failed = page.type === 'completion' && s.q.success === false;

  return (
    <div className="review-page">
      <h1 className="review-page__title">{data.heading}</h1>
      {page.type !== 'completion' && <Progress value={progress} />}
      <div className="panel review-page__panel">
        <h2 ref={headingRef} tabIndex={-1} className="review-page__heading">
          {failed ? 'Something went wrong' : page.heading}
        </h2>
        <ErrorSummary errors={errors} focusKey={s.attempt} headingLevel={3} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (page.type === 'submission') void submit();
            else next();
          }}
        >
          {page.type === 'reviewIntro' && <Intro page={page} data={data} />}
          {isQuestion && <Question page={page} data={data} />}
          {page.type === 'submission' && (
            <p className="review-page__text">{anyChanges() ? page.changesText : page.noChangesText}</p>
          )}
          {page.type === 'completion' && !failed && (
            <p className="review-page__text" role="status">
              {page.successText}
            </p>
          )}
          {failed && (
            <div className="alert alert--error" role="alert">
              <p className="review-page__error">
                {s.result?.errorText?.[0] ?? page.errorText ?? REVIEW_SUBMISSION_ERROR}
              </p>
              <p className="review-page__error">{s.result?.errorText?.[1] ?? REVIEW_SUBMISSION_ERROR_HELP}</p>
            </div>
          )}
          {page.type === 'completion' && page.displayAdviserDetails && <ReviewAdviser />}
          {page.type !== 'completion' && (
            <div className="button-row review-page__buttons">
              {s.q.order > 1 && (
                <button type="button" className="button button--secondary" onClick={back} disabled={s.q.posting}>
                  Previous
                </button>
              )}
              <button type="submit" className="button" disabled={s.q.posting} aria-busy={s.q.posting || undefined}>
                {page.type === 'submission' ? (s.q.posting ? 'Submitting…' : 'Submit') : 'Next'}
              </button>
              {page.type === 'reviewIntro' && (
                <button
                  type="button"
                  className="button button--link review-page__speak"
                  onClick={() => void speakToAdviser()}
                  disabled={s.optingOut}
                >
                  {SPEAK_TO_ADVISER_BUTTON}
                </button>
              )}
            </div>
          )}
        </form>
        {page.type === 'completion' && <Finish onFinish={goHome} />}
      </div>
    </div>
  );
}
