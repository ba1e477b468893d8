import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { ClientsController } from './clients.controller';

/** The client's header, capabilities and notification settings (on the session use cases). */
@Module({
  imports: [SessionModule],
  controllers: [ClientsController],
})
export class ClientsModule {}
