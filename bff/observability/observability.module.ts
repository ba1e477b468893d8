import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { PLATFORM_TRANSPORT_LOG } from '../../adapters/platform-http/platform-http.config';
import type { TransportLog } from '../../adapters/platform-http/platform-http.transport';
import { PlatformLog } from './platform-log';
import { LOG_SERIALIZERS } from './portal-logger';
import { PortalMetrics } from './portal-metrics';

/** This portal's logger and metrics (bff/app.factory.ts makes them, one set per app). */
export interface Observability {
  /** The structured logger; none when the portal logs nothing (tests) or through a Nest logger it was given. */
  logger?: Logger;
  metrics: PortalMetrics;
}

/**
 * Global: the metrics for whoever counts (uploads), the platform transport's log (PlatformLog: its lines and
 * attempts into pino and the metrics), and, with a structured logger, nestjs-pino, through which Nest's Logger
 * writes to it (bff/app.factory.ts calls app.useLogger). The request lines come from the portal's own pino-http
 * middleware (request-observer.ts), registered first of all, so nestjs-pino only binds the request's logger
 * (`useExisting`) for the lines logged while a request runs.
 */
@Module({})
export class ObservabilityModule {
  static forRoot(observability: Observability): DynamicModule {
    const { logger, metrics } = observability;
    const platformLog: TransportLog = new PlatformLog(logger, metrics);
    return {
      module: ObservabilityModule,
      global: true,
      imports: logger
        ? [
            LoggerModule.forRoot({
              pinoHttp: { logger, wrapSerializers: false, serializers: LOG_SERIALIZERS },
              useExisting: true,
            }),
          ]
        : [],
      providers: [
        { provide: PortalMetrics, useValue: metrics },
        { provide: PLATFORM_TRANSPORT_LOG, useValue: platformLog },
      ],
      exports: [PortalMetrics, PLATFORM_TRANSPORT_LOG],
    };
  }
}
