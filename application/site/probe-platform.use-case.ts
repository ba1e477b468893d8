import { SitePort } from '../ports/site.port';
import { Injectable } from '../shared/injectable';
import { HEALTH_CHECK_TIME_LIMIT_MS, platformHealth, type PortalHealth } from './get-health.use-case';

/** The readiness probe's question: one attempt, no retry, within the health-check limit. */
@Injectable()
export class ProbePlatformUseCase {
  constructor(private readonly platform: SitePort) {}

  execute(): Promise<PortalHealth> {
    return platformHealth(this.platform, { timeLimitMs: HEALTH_CHECK_TIME_LIMIT_MS, retry: false });
  }
}
