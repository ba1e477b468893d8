import { LoginStatus, MfaMethod } from '../../domain/auth/login-status';
import type { Result } from '../../domain/shared/result';
import { AcceptSiteTermsUseCase } from '../auth/accept-site-terms.use-case';
import { AnswerMemorableCharactersUseCase } from '../auth/answer-memorable-characters.use-case';
import { ChangeExpiredPasswordUseCase } from '../auth/change-expired-password.use-case';
import { ChooseEnrolmentMethodUseCase } from '../auth/choose-enrolment-method.use-case';
import { SetLoginSecurityQuestionsUseCase } from '../auth/set-login-security-questions.use-case';
import type { SignInProgress } from '../auth/sign-in-progress';
import { ValidateEnrolmentCodeUseCase } from '../auth/validate-enrolment-code.use-case';
import { VerifyMfaCodeUseCase } from '../auth/verify-mfa-code.use-case';
import type { PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';

/** What a scripted sign-in answers at each step, as a user would type it. */
export interface SignInAnswers {
  /** The one-time code for MfaRequired and MfaEnrolmentValidateDevice. */
  code: string;
  /** The whole memorable word; the characters at the positions asked are taken from it. */
  memorableWord: string;
  /** ForceChangePassword. */
  newPassword: string;
  /** SetSecurityQuestions: two questions and their answers. */
  securityQuestions: { question: string; answer: string }[];
  /** MfaEnrolmentLinkDevice: the method to enrol; the first one offered when not given. */
  enrolMethod?: MfaMethod;
  /** SiteTerms: the date the terms are agreed on (YYYY-MM-DD). */
  today: string;
}

export interface StepAnswer {
  /** What was answered, for people reading a replay ('code 123456'); never a password. */
  answered: string;
  result: Result<SignInProgress, PortalError>;
}

/**
 * Answers the step a sign-in is at with the step's own use case, exactly as the BFF's sign-in
 * routes do. Null when the step has nothing to answer (LoginSuccess, or a wrong enrolment code,
 * where a person would have to ask for a new code).
 */
@Injectable()
export class AnswerSignInStepUseCase {
  constructor(
    private readonly mfa: VerifyMfaCodeUseCase,
    private readonly enrolMethod: ChooseEnrolmentMethodUseCase,
    private readonly enrolCode: ValidateEnrolmentCodeUseCase,
    private readonly memorable: AnswerMemorableCharactersUseCase,
    private readonly expiredPassword: ChangeExpiredPasswordUseCase,
    private readonly siteTerms: AcceptSiteTermsUseCase,
    private readonly securityQuestions: SetLoginSecurityQuestionsUseCase,
  ) {}

  async execute(p: SignInProgress, answers: SignInAnswers): Promise<StepAnswer | null> {
    switch (p.status) {
      case LoginStatus.MfaRequired:
        return { answered: `code ${answers.code}`, result: await this.mfa.execute(p, answers.code) };
      case LoginStatus.MfaEnrolmentLinkDevice: {
        const method = answers.enrolMethod ?? p.enrolMethods?.[0];
        if (!method) return null;
        return { answered: `method ${method}`, result: await this.enrolMethod.execute(p, method) };
      }
      case LoginStatus.MfaEnrolmentValidateDevice:
        return { answered: `code ${answers.code}`, result: await this.enrolCode.execute(p, answers.code) };
      case LoginStatus.MemorableCharactersRequired: {
        const positions = p.positions ?? [];
        const word = Array.from(answers.memorableWord);
        const characters = positions.map((position) => word[position - 1] ?? '');
        return {
          answered: `characters at ${positions.join(', ')}`,
          result: await this.memorable.execute(p, characters),
        };
      }
      case LoginStatus.ForceChangePassword:
        return { answered: 'new password', result: await this.expiredPassword.execute(p, answers.newPassword) };
      case LoginStatus.SiteTerms:
        return { answered: 'accept terms', result: await this.siteTerms.execute(p, { today: answers.today }) };
      case LoginStatus.SetSecurityQuestions:
        return {
          answered: 'security questions',
          result: await this.securityQuestions.execute(p, answers.securityQuestions),
        };
      default:
        return null;
    }
  }
}
