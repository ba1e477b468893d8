import { WRAPPER_HEADER, WRAPPER_HEADER_VALUE } from '../../../../domain/account/biometric';
import { inMobileWrapper } from './mobile-wrapper';
import type {
  BiometricDto,
  PersonalDetailsDto,
  PreferencesDto,
  SecurityQuestionSettingsDto,
  SecurityQuestionsBodyDto,
  SecurityQuestionsResultDto,
} from '../../lib/contract';
import { api } from '../../lib/api-client';

export type PersonalDetails = PersonalDetailsDto;
export type SecurityQuestionSettings = SecurityQuestionSettingsDto;

/** The My Account endpoints; each page shows its own load and save errors (no global toast). */
export const myAccountApi = {
  personalDetails: () => api.get<PersonalDetailsDto>('/my-account/personal-details', { silent: true }),
  preferences: () => api.get<PreferencesDto>('/my-account/preferences', { silent: true }),
  savePreferences: (p: { email: boolean; mail: boolean; sms: boolean }) =>
    api.put<PreferencesDto>('/my-account/preferences', p, { silent: true }),
  securityQuestions: () => api.get<SecurityQuestionSettingsDto>('/my-account/security-questions', { silent: true }),
  setSecurityQuestions: (body: SecurityQuestionsBodyDto) =>
    api.put<SecurityQuestionsResultDto>('/my-account/security-questions', body, { silent: true }),
  biometric: () => api.get<BiometricDto>('/my-account/biometric', { silent: true }),
  setBiometric: (allowed: boolean) =>
    api.put<BiometricDto>(
      '/my-account/biometric',
      { allowed },
      { silent: true, headers: inMobileWrapper() ? { [WRAPPER_HEADER]: WRAPPER_HEADER_VALUE } : {} },
    ),
};
