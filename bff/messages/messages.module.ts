import { Module } from '@nestjs/common';
import { MessagesContextLoader } from '../../application/messages/messages-context';
import { MESSAGES_USE_CASES } from '../../application/messages/messages-use-cases';
import { PortalViewsModule } from '../portal-views/portal-views.module';
import { SigningModule } from '../signing/signing.module';
import { MessagesAccountsController } from './messages-accounts.controller';
import { MessagesPendingController } from './messages-pending.controller';
import { MessagesReadController } from './messages-read.controller';
import { MessagesSendController } from './messages-send.controller';
import { SendRequest } from './send-request';

/** Secure messages (reading is audited); the messages context is shared with valuation (its report files). */
@Module({
  imports: [SigningModule, PortalViewsModule],
  controllers: [MessagesReadController, MessagesSendController, MessagesAccountsController, MessagesPendingController],
  providers: [...MESSAGES_USE_CASES, SendRequest],
  exports: [MessagesContextLoader],
})
export class MessagesModule {}
