import { DynamicModule, Module, type Provider, type Type } from '@nestjs/common';
import type Redis from 'ioredis';
import { PlatformHttpModule } from '../adapters/platform-http/platform-http.module';
import { FileSiteConfigAdapter } from '../adapters/site-config/file-site-config.adapter';
import { FlexibleRateLimiterAdapter } from '../adapters/throttle/flexible-rate-limiter.adapter';
import { RateLimiterPort } from '../application/ports/rate-limiter.port';
import { SiteConfigPort } from '../application/ports/site-config.port';
import { PortalViewsPort } from '../application/ports/portal-views.port';
import { MemoryPortalViewsAdapter } from '../adapters/portal-views/memory-portal-views.adapter';
import { RedisPortalViewsAdapter } from '../adapters/portal-views/redis-portal-views.adapter';
import { IdempotencyPort } from '../application/ports/idempotency.port';
import { MemoryIdempotencyAdapter } from '../adapters/idempotency/memory-idempotency.adapter';
import { RedisIdempotencyAdapter } from '../adapters/idempotency/redis-idempotency.adapter';
import { PendingAttachmentsPort } from '../application/ports/pending-attachments.port';
import { MemoryPendingAttachmentsAdapter } from '../adapters/pending-attachments/memory-pending-attachments.adapter';
import { RedisPendingAttachmentsAdapter } from '../adapters/pending-attachments/redis-pending-attachments.adapter';
import { redisKeys } from '../adapters/session/redis-keys';
import { FirmToday } from '../application/shared/firm-today';
import { AccessGuard } from './common/access.guard';
import { PortalConfig } from './config/portal-config';
import { PortalConfigToken } from './config/portal-config.token';
import { ObservabilityModule, type Observability } from './observability/observability.module';
import { PortalMetrics } from './observability/portal-metrics';
import { HEALTH_REDIS } from './health/health.controller';
import { SESSION_STORE_STATUS, SessionStoreStatus } from './session/session-store.token';
import { AccountModule } from './account/account.module';
import { AdviserDetailsModule } from './adviser-details/adviser-details.module';
import { AdvisersModule } from './advisers/advisers.module';
import { AnalysisModule } from './analysis/analysis.module';
import { AssetsModule } from './assets/assets.module';
import { AuthModule } from './auth/auth.module';
import { ClientsModule } from './clients/clients.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { ExportsModule } from './exports/exports.module';
import { HealthModule } from './health/health.module';
import { MessagesModule } from './messages/messages.module';
import { MyAccountModule } from './my-account/my-account.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PortalViewsModule } from './portal-views/portal-views.module';
import { ReviewModule } from './review/review.module';
import { SessionModule } from './session/session.module';
import { SigningModule } from './signing/signing.module';
import { SiteModule } from './site/site.module';
import { ValuationModule } from './valuation/valuation.module';

export interface AppModuleOptions {
  config: PortalConfig;
  /** The platform API base: PLATFORM_URL, or the embedded sandbox's. */
  platformUrl: string;
  redis?: Redis;
  /** The app's logger and metrics (bff/app.factory.ts); without them, metrics of its own and Nest's Logger. */
  observability?: Observability;
}

/**
 * One module per bff/ folder with controllers: each declares its controllers and the providers only it uses,
 * and imports the areas whose providers it shares. Their routes are registered in this order, a module that an
 * earlier one imports coming right after it.
 */
export const AREA_MODULES: Type[] = [
  SiteModule,
  AuthModule,
  SessionModule,
  AdvisersModule,
  ClientsModule,
  AccountModule,
  NotificationsModule,
  HealthModule,
  AnalysisModule,
  DashboardModule,
  AssetsModule,
  MessagesModule,
  SigningModule,
  ReviewModule,
  AdviserDetailsModule,
  ValuationModule,
  MyAccountModule,
  PortalViewsModule,
  ExportsModule,
];

/**
 * Global: what every area needs, as AppModule.forRoot chose it: the platform's ports, the configuration, the
 * firm's 'today', the access guard, the site settings, the rate limiter and the Redis-or-memory stores.
 */
@Module({})
export class PortalSharedModule {}

/** The composition root: the only place the BFF names adapters. */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const { config, redis } = options;
    const observability = options.observability ?? { metrics: new PortalMetrics() };
    // Every Redis key under REDIS_KEY_PREFIX ('portal:' unless set).
    const keys = redisKeys(config.redisKeyPrefix);
    const shared: Provider[] = [
      AccessGuard,
      { provide: PortalConfigToken, useValue: config },
      // The portal's 'today' in the firm's time zone, one clock for every use case.
      { provide: FirmToday, useValue: new FirmToday(config.firmTimeZone, config.now) },
      { provide: SiteConfigPort, useValue: new FileSiteConfigAdapter(config.siteConfigPath) },
      // Counters in Redis when there is one, so every BFF process shares them; else in this process.
      {
        provide: RateLimiterPort,
        useValue: new FlexibleRateLimiterAdapter({
          redis,
          keyPrefix: keys.throttle,
          onRefused: (limit) => observability.metrics.throttleRefused(limit),
        }),
      },
      // The view-as log lives where sessions do: a capped Redis stream per client when there is Redis.
      {
        provide: PortalViewsPort,
        useValue: redis ? new RedisPortalViewsAdapter(redis, keys.portalViews) : new MemoryPortalViewsAdapter(),
      },
      // Send idempotency keys live where sessions do: in Redis when there is one, so every BFF process sees them.
      {
        provide: IdempotencyPort,
        useValue: redis ? new RedisIdempotencyAdapter(redis, keys.idempotency) : new MemoryIdempotencyAdapter(),
      },
      // The attachments a sent message is still waiting for (the only ones a retry may send), beside them.
      {
        provide: PendingAttachmentsPort,
        useValue: redis
          ? new RedisPendingAttachmentsAdapter(redis, keys.pendingAttachments)
          : new MemoryPendingAttachmentsAdapter(),
      },
      ...(redis ? [{ provide: HEALTH_REDIS, useValue: redis }] : []),
      {
        provide: SESSION_STORE_STATUS,
        useValue: (redis
          ? { kind: 'redis', ready: () => redis.status === 'ready' }
          : { kind: 'memory', ready: () => true }) satisfies SessionStoreStatus,
      },
    ];
    const platform = PlatformHttpModule.forRoot(
      {
        baseUrl: options.platformUrl,
        timeoutMs: config.platformTimeoutMs,
        deadlineMs: config.platformDeadlineMs,
        appId: config.platformAppId,
      },
      redis && { redis, keyPrefix: keys.circuit },
    );
    return {
      module: AppModule,
      imports: [
        // First, and global: the platform transport's log (PLATFORM_TRANSPORT_LOG), the metrics, nestjs-pino.
        ObservabilityModule.forRoot(observability),
        {
          module: PortalSharedModule,
          global: true,
          imports: [platform],
          providers: shared,
          exports: [platform, ...shared.map((p) => (typeof p === 'function' ? p : p.provide))],
        },
        ...AREA_MODULES,
      ],
    };
  }
}
