import { Module } from '@nestjs/common';
import { ACCOUNT_USE_CASES } from '../../application/account/account-use-cases';
import { AuthModule } from '../auth/auth.module';
import { AccountController } from './account.controller';

/** Password change and verification method (its codes through auth's code-send gate). */
@Module({
  imports: [AuthModule],
  controllers: [AccountController],
  providers: [...ACCOUNT_USE_CASES],
})
export class AccountModule {}
