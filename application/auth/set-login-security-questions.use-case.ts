import { LoginStatus } from '../../domain/auth/login-status';
import { isValid } from '../../domain/validation/field-errors';
import {
  OTHER_QUESTION,
  validateSecurityQuestions,
  type SecurityQuestionsField,
} from '../../domain/validation/security-questions';
import { err, Result } from '../../domain/shared/result';
import { PortalError, portalError } from '../errors/portal-error';
import { SessionPort } from '../ports/session.port';
import { SitePort } from '../ports/site.port';
import { Injectable } from '../shared/injectable';
import { requireStatus, signInFailure } from './login-outcome';
import { refreshSteps } from './login-steps';
import { securityAnswerMinimum } from './security-answer-minimum';
import type { SignInProgress } from './sign-in-progress';

type Pair = { question: string; answer: string };

const FIELD_ORDER: SecurityQuestionsField[] = [
  'question1',
  'customQuestion1',
  'answer1',
  'question2',
  'customQuestion2',
  'answer2',
];

/**
 * Every spec 3 §5 rule, the minimum answer length included. The step sends question texts (a listed
 * question or one's own), so each is checked as one's own question. Null when the pairs pass;
 * otherwise one text naming each problem by its question's number, as the step's form does.
 */
function refusal(pairs: Pair[], minLength: number): string | null {
  const [first, second] = pairs;
  const errors = validateSecurityQuestions(
    {
      question1: OTHER_QUESTION,
      customQuestion1: first?.question,
      answer1: first?.answer,
      question2: OTHER_QUESTION,
      customQuestion2: second?.question,
      answer2: second?.answer,
    },
    minLength,
  );
  if (isValid(errors)) return null;
  return FIELD_ORDER.filter((f) => errors[f])
    .map((f) => `Question ${f.slice(-1)}: ${errors[f]}`)
    .join('; ');
}

/** SetSecurityQuestions step: the platform is asked only when every rule of the form passes here too. */
@Injectable()
export class SetLoginSecurityQuestionsUseCase {
  constructor(
    private readonly site: SitePort,
    private readonly session: SessionPort,
  ) {}

  async execute(progress: SignInProgress | undefined, questions: Pair[]): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.SetSecurityQuestions);
    if (!at.ok) return at;
    const p = at.value;
    if (!p.credential)
      return err(portalError('wrong_step', 'This sign-in step is not expected now. Please start again.'));
    // Saved as the form sends them: trimmed.
    const trimmed = questions.map((q) => ({ question: q.question.trim(), answer: q.answer.trim() }));
    try {
      const refused = refusal(trimmed, await securityAnswerMinimum(this.site));
      if (refused) return err(portalError('validation', refused));
      await this.session.setSecurityQuestions(p.credential, { questions: trimmed });
      return await refreshSteps(this.session, p, p.credential);
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
