import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'pino';
import { currentRequest } from '../lifecycle/request-context';
import type { PlatformAttemptMeasure, PortalMetrics } from './portal-metrics';

/** One platform attempt as the transport tells it (its PlatformAttempt). */
export interface PlatformAttemptLine extends PlatformAttemptMeasure {
  requestId?: string;
  status: number;
}

/**
 * Where the platform transport's lines and events go (its TransportLog, bound to PLATFORM_TRANSPORT_LOG): each
 * attempt is measured and logged as a line of its own (entry point, attempt, status, outcome, duration, request id;
 * never the URL's query, a header or a body), and its text lines (failures, the circuit) are logged under the
 * request's id. Without a structured logger (tests), the text lines go to Nest's Logger as before.
 */
export class PlatformLog {
  private readonly nest = new NestLogger('Platform');
  private readonly logger?: Logger;

  constructor(
    logger: Logger | undefined,
    private readonly metrics: PortalMetrics,
  ) {
    this.logger = logger?.child({ context: 'Platform' });
  }

  warn(message: string): void {
    if (this.logger) this.logger.warn({ requestId: currentRequest()?.requestId }, message);
    else this.nest.warn(message);
  }

  log(message: string): void {
    if (this.logger) this.logger.info({ requestId: currentRequest()?.requestId }, message);
    else this.nest.log(message);
  }

  attempt(a: PlatformAttemptLine): void {
    this.metrics.platformAttempt(a);
    this.logger?.info(
      {
        requestId: a.requestId,
        method: a.method,
        entryPoint: a.entryPoint,
        attempt: a.attempt,
        status: a.status,
        outcome: a.outcome,
        durationMs: a.durationMs,
      },
      `${a.method} ${a.entryPoint} ${a.status || '-'} ${a.outcome}`,
    );
  }

  circuit(state: string): void {
    this.metrics.circuitChanged(state);
  }
}
