import { api, type RequestOptions } from '../../lib/api-client';
import type { QuestionsDto } from '../../lib/contract';

/** The page shows every error beside its form, and nobody is signed in. */
const QUIET: RequestOptions = { silent: true, anonymousOk: true };

/** Help-with-logging-in endpoints of the BFF (bff/auth/help.controller.ts). */
export const helpApi = {
  requestReset: (username: string) =>
    api.post<{ resetCodeSent: boolean }>('/auth/forgot-password', { username }, QUIET),
  verify: (username: string, resetCode: string) =>
    api.post<QuestionsDto>('/auth/forgot-password/verify', { username, resetCode }, QUIET),
  reset: (body: { username: string; resetCode: string; newPassword: string; answers: string[] }) =>
    api.post<{ next: string }>('/auth/forgot-password/reset', body, QUIET),
  forgotUsername: (body: { email: string; dob: string }) =>
    api.post<{ next: string }>('/auth/forgot-username', body, QUIET),
};
