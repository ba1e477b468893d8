import { ChangePasswordUseCase } from './change-password.use-case';
import {
  ChooseVerificationMethodUseCase,
  GetVerificationDetailsUseCase,
  ValidateVerificationCodeUseCase,
} from './verification.use-cases';

/** The password and verification-method use cases, for the BFF's account module. */
export const ACCOUNT_USE_CASES = [
  ChangePasswordUseCase,
  GetVerificationDetailsUseCase,
  ChooseVerificationMethodUseCase,
  ValidateVerificationCodeUseCase,
];
