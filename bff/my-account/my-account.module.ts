import { Module } from '@nestjs/common';
import { MY_ACCOUNT_USE_CASES } from '../../application/my-account/my-account-use-cases';
import { BiometricController } from './biometric.controller';
import { PersonalDetailsController } from './personal-details.controller';
import { PreferencesController } from './preferences.controller';
import { SecurityQuestionsController } from './security-questions.controller';

/** My Account: personal details, preferences, security questions, biometric sign-in. */
@Module({
  controllers: [PersonalDetailsController, PreferencesController, SecurityQuestionsController, BiometricController],
  providers: [...MY_ACCOUNT_USE_CASES],
})
export class MyAccountModule {}
