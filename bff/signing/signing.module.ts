import { Module } from '@nestjs/common';
import { SIGNING_USE_CASES } from '../../application/signing/signing-use-cases';
import { SigningRequests } from '../../application/signing/signing-requests';
import { SigningActionsController } from './signing-actions.controller';
import { SigningCodeGate } from './signing-code.gate';
import { SigningListController } from './signing-list.controller';
import { SigningRequestController } from './signing-request.controller';

/** Document signing; the signing requests are shared with messages (the folders and counts name them). */
@Module({
  controllers: [SigningListController, SigningRequestController, SigningActionsController],
  providers: [...SIGNING_USE_CASES, SigningCodeGate],
  exports: [SigningRequests],
})
export class SigningModule {}
