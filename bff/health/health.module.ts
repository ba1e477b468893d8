import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HEALTH_USE_CASES } from '../../application/site/site-use-cases';
import { HealthController } from './health.controller';

/** The liveness and readiness probes (Redis's, when there is one, from the app module). */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'pretty' })],
  controllers: [HealthController],
  providers: [...HEALTH_USE_CASES],
})
export class HealthModule {}
