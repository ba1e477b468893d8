import { Module } from '@nestjs/common';
import { CLIENTS_USE_CASES } from '../../application/clients/clients-use-cases';
import { PortalViewsModule } from '../portal-views/portal-views.module';
import { AdvisersController } from './advisers.controller';

/** An adviser's client search and the client in context (opening a client's portal is audited). */
@Module({
  imports: [PortalViewsModule],
  controllers: [AdvisersController],
  providers: [...CLIENTS_USE_CASES],
})
export class AdvisersModule {}
