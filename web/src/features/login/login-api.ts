import { api, type RequestOptions } from '../../lib/api-client';
import type { SecurityAnswerMinimum, SignInResponse } from '../../lib/contract';

export interface SecurityQuestionAnswer {
  question: string;
  answer: string;
}

/**
 * Each page shows its own errors, and nobody is signed in yet, so no toast and no lost-session
 * redirect; a sign-in replaces whatever context the session had.
 */
const QUIET: RequestOptions = { silent: true, anonymousOk: true, anyContext: true };
const post = (path: string, body: unknown = {}) => api.post<SignInResponse>(`/auth/login${path}`, body, QUIET);

/** The sign-in endpoints of the BFF (bff/auth/auth.controller.ts); each answers the next login status. */
export const loginApi = {
  signIn: (body: { tab: 'client' | 'adviser'; username: string; password: string }) => post('', body),
  memorableCharacters: (characters: string[]) => post('/memorable-characters', { characters }),
  mfaCode: (code: string) => post('/mfa-code', { code }),
  newCode: () => post('/new-code'),
  enrolmentMethod: (method: string) => post('/enrolment-method', { method }),
  enrolmentCode: (code: string) => post('/enrolment-code', { code }),
  changePassword: (newPassword: string) => post('/change-password', { newPassword }),
  acceptSiteTerms: () => post('/site-terms', { accepted: true }),
  securityQuestions: (questions: SecurityQuestionAnswer[]) => post('/security-questions', { questions }),
  /** SetSecurityQuestions: the minimum answer length the platform's version calls for (spec 3 §5). */
  securityAnswerMinimum: () => api.get<SecurityAnswerMinimum>('/auth/login/security-questions', QUIET),
  cancel: () => api.post<void>('/auth/login/cancel', {}, QUIET),
};
