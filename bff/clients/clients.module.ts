import { Module } from '@nestjs/common';
import { GetClientSummaryUseCase } from '../../application/clients/get-client-summary.use-case';
import { SessionModule } from '../session/session.module';
import { ClientsController } from './clients.controller';

/** The client's record, header, capabilities and notification settings (on the session use cases). */
@Module({
  imports: [SessionModule],
  controllers: [ClientsController],
  providers: [GetClientSummaryUseCase],
})
export class ClientsModule {}
