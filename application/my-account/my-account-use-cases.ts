import { GetBiometricUseCase, SetBiometricUseCase } from './biometric.use-cases';
import { GetPersonalDetailsUseCase } from './get-personal-details.use-case';
import { GetPreferencesUseCase, SetPreferencesUseCase } from './preferences.use-cases';
import { GetSecurityQuestionSettingsUseCase, SetSecurityQuestionsUseCase } from './security-questions.use-cases';

/** The My Account use cases, for the BFF (they need MyAccountPort, SessionPort, SitePort and SiteConfigPort). */
export const MY_ACCOUNT_USE_CASES = [
  GetPersonalDetailsUseCase,
  GetPreferencesUseCase,
  SetPreferencesUseCase,
  GetSecurityQuestionSettingsUseCase,
  SetSecurityQuestionsUseCase,
  GetBiometricUseCase,
  SetBiometricUseCase,
];
