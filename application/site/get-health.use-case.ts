import { PlatformPort } from '../ports/platform.port';
import { Injectable } from '../shared/injectable';

export interface PortalHealth {
  platform: 'ok' | 'maintenance' | 'unreachable';
  underMaintenance: boolean;
}

/** A platform health status of 'BAD' means maintenance (spec 1 §4.4). */
@Injectable()
export class GetHealthUseCase {
  constructor(private readonly platform: PlatformPort) {}

  async execute(): Promise<PortalHealth> {
    try {
      const { status } = await this.platform.getHealth();
      const bad = String(status).toUpperCase() === 'BAD';
      return { platform: bad ? 'maintenance' : 'ok', underMaintenance: bad };
    } catch {
      return { platform: 'unreachable', underMaintenance: false };
    }
  }
}
