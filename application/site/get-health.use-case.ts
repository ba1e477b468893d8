import { SitePort, type HealthCheckOptions } from '../ports/site.port';
import { Injectable } from '../shared/injectable';

export interface PortalHealth {
  platform: 'ok' | 'maintenance' | 'unreachable';
  underMaintenance: boolean;
}

/** How long a health check waits for the platform, retries included, whatever the platform does. */
export const HEALTH_CHECK_TIME_LIMIT_MS = 2_000;

/**
 * A platform health status of 'BAD' means maintenance (spec 1 §4.4). Callers that ask while a check
 * is under way share its answer: however many pages ask at once, the platform is asked once.
 */
@Injectable()
export class GetHealthUseCase {
  private inFlight: Promise<PortalHealth> | undefined;

  constructor(private readonly platform: SitePort) {}

  execute(): Promise<PortalHealth> {
    if (!this.inFlight) {
      this.inFlight = platformHealth(this.platform, { timeLimitMs: HEALTH_CHECK_TIME_LIMIT_MS }).finally(() => {
        this.inFlight = undefined;
      });
    }
    return this.inFlight;
  }
}

/** Reads the platform's health answer; any failure is 'unreachable'. */
export async function platformHealth(platform: SitePort, options: HealthCheckOptions): Promise<PortalHealth> {
  try {
    const { status } = await platform.getHealth(options);
    const bad = String(status).toUpperCase() === 'BAD';
    return { platform: bad ? 'maintenance' : 'ok', underMaintenance: bad };
  } catch {
    return { platform: 'unreachable', underMaintenance: false };
  }
}
