import { Module } from '@nestjs/common';
import { NOTIFICATIONS_USE_CASES } from '../../application/notifications/notifications-use-cases';
import { NotificationsController } from './notifications.controller';
import { RoboPromptController } from './robo-prompt.controller';

/** Speak to an adviser, and the answers to the platform's prompts. */
@Module({
  controllers: [NotificationsController, RoboPromptController],
  providers: [...NOTIFICATIONS_USE_CASES],
})
export class NotificationsModule {}
