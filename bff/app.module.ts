import { DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { PlatformHttpModule } from '../adapters/platform-http/platform-http.module';
import { FileSiteConfigAdapter } from '../adapters/site-config/file-site-config.adapter';
import { FlexibleRateLimiterAdapter } from '../adapters/throttle/flexible-rate-limiter.adapter';
import { RateLimiterPort } from '../application/ports/rate-limiter.port';
import { SiteConfigPort } from '../application/ports/site-config.port';
import { CodeSendLimit } from '../application/throttling/code-send-limit';
import { GuessThrottle } from '../application/throttling/guess-throttle';
import { AccountController } from './account/account.controller';
import { AdviserDetailsController } from './adviser-details/adviser-details.controller';
import { ADVISER_DETAILS_USE_CASES } from '../application/adviser-details/adviser-details-use-cases';
import { PORTAL_VIEWS_USE_CASES } from '../application/portal-views/portal-views-use-cases';
import { PortalViewsPort } from '../application/ports/portal-views.port';
import { MemoryPortalViewsAdapter } from '../adapters/portal-views/memory-portal-views.adapter';
import { RedisPortalViewsAdapter } from '../adapters/portal-views/redis-portal-views.adapter';
import { AuditedViewInterceptor } from './portal-views/audited-view';
import { PortalViewRecorder } from './portal-views/portal-view.recorder';
import { PortalViewsController } from './portal-views/portal-views.controller';
import { AdvisersController } from './advisers/advisers.controller';
import { AnalysisController } from './analysis/analysis.controller';
import { PerformanceController } from './analysis/performance.controller';
import { DashboardController } from './dashboard/dashboard.controller';
import { TransactionsController } from './analysis/transactions.controller';
import { InvestmentsController } from './analysis/investments.controller';
import { AllocationController } from './analysis/allocation.controller';
import { AccountsController } from './analysis/accounts.controller';
import { InstructionsController } from './analysis/instructions.controller';
import { FxRatesController } from './analysis/fx-rates.controller';
import { AssetsLoadController } from './assets/assets-load.controller';
import { AssetsSummaryController } from './assets/assets-summary.controller';
import { BalanceSheetController } from './assets/balance-sheet.controller';
import { NetWorthController } from './assets/net-worth.controller';
import { USE_CASES } from '../application/use-cases';
import { MESSAGES_USE_CASES } from '../application/messages/messages-use-cases';
import { IdempotencyPort } from '../application/ports/idempotency.port';
import { MemoryIdempotencyAdapter } from '../adapters/idempotency/memory-idempotency.adapter';
import { RedisIdempotencyAdapter } from '../adapters/idempotency/redis-idempotency.adapter';
import { PendingAttachmentsPort } from '../application/ports/pending-attachments.port';
import { MemoryPendingAttachmentsAdapter } from '../adapters/pending-attachments/memory-pending-attachments.adapter';
import { RedisPendingAttachmentsAdapter } from '../adapters/pending-attachments/redis-pending-attachments.adapter';
import { MessagesReadController } from './messages/messages-read.controller';
import { MessagesAccountsController } from './messages/messages-accounts.controller';
import { MessagesPendingController } from './messages/messages-pending.controller';
import { MessagesSendController } from './messages/messages-send.controller';
import { SendRequest } from './messages/send-request';
import { AuthController } from './auth/auth.controller';
import { HelpController } from './auth/help.controller';
import { CodeSendGate } from './auth/code-send.gate';
import { SignInFlow } from './auth/sign-in.flow';
import { ClientsController } from './clients/clients.controller';
import { AccessGuard } from './common/access.guard';
import { PortalConfig } from './config/portal-config';
import { PortalConfigToken } from './config/portal-config.token';
import { HEALTH_REDIS, HealthController } from './health/health.controller';
import { NotificationsController } from './notifications/notifications.controller';
import { RoboPromptController } from './notifications/robo-prompt.controller';
import { ReviewController } from './review/review.controller';
import { REVIEW_USE_CASES } from '../application/review/review-use-cases';
import { SessionController } from './session/session.controller';
import { SESSION_STORE_STATUS, SessionStoreStatus } from './session/session-store.token';
import { SigningActionsController } from './signing/signing-actions.controller';
import { SigningCodeGate } from './signing/signing-code.gate';
import { SigningListController } from './signing/signing-list.controller';
import { SigningRequestController } from './signing/signing-request.controller';
import { SiteController } from './site/site.controller';
import { ValuationController } from './valuation/valuation.controller';
import { VALUATION_USE_CASES } from '../application/valuation/valuation-use-cases';
import { MY_ACCOUNT_USE_CASES } from '../application/my-account/my-account-use-cases';
import { BiometricController } from './my-account/biometric.controller';
import { PersonalDetailsController } from './my-account/personal-details.controller';
import { PreferencesController } from './my-account/preferences.controller';
import { SecurityQuestionsController } from './my-account/security-questions.controller';

export interface AppModuleOptions {
  config: PortalConfig;
  /** The platform API base: PLATFORM_URL, or the embedded sandbox's. */
  platformUrl: string;
  redis?: Redis;
}

/** The composition root: the only place the BFF names adapters. */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const { config, redis } = options;
    return {
      module: AppModule,
      imports: [TerminusModule.forRoot({ errorLogStyle: 'pretty' }), PlatformHttpModule.forRoot({ baseUrl: options.platformUrl, timeoutMs: config.platformTimeoutMs, deadlineMs: config.platformDeadlineMs, appId: config.platformAppId }, redis)],
      controllers: [
        ...[SiteController, AuthController, HelpController, SessionController, AdvisersController, ClientsController, AccountController, NotificationsController, HealthController],
        ...[AnalysisController, PerformanceController, DashboardController, TransactionsController, InvestmentsController, AllocationController, AccountsController, InstructionsController, FxRatesController],
        ...[BalanceSheetController, AssetsSummaryController, NetWorthController, AssetsLoadController],
        ...[MessagesReadController, MessagesSendController, MessagesAccountsController, MessagesPendingController],
        ...[SigningListController, SigningRequestController, SigningActionsController],
        ...[ReviewController, RoboPromptController],
        AdviserDetailsController,
        ValuationController,
        ...[PersonalDetailsController, PreferencesController, SecurityQuestionsController, BiometricController],
        PortalViewsController,
      ],
      providers: [
        ...USE_CASES,
        ...MESSAGES_USE_CASES,
        ...REVIEW_USE_CASES,
        ...ADVISER_DETAILS_USE_CASES,
        ...VALUATION_USE_CASES,
        ...MY_ACCOUNT_USE_CASES,
        ...PORTAL_VIEWS_USE_CASES,
        // The view-as log lives where sessions do: a capped Redis stream per client when there is Redis.
        { provide: PortalViewsPort, useValue: redis ? new RedisPortalViewsAdapter(redis) : new MemoryPortalViewsAdapter() },
        PortalViewRecorder,
        AuditedViewInterceptor,
        SendRequest,
        // Send idempotency keys live where sessions do: in Redis when there is one, so every BFF process sees them.
        { provide: IdempotencyPort, useValue: redis ? new RedisIdempotencyAdapter(redis) : new MemoryIdempotencyAdapter() },
        // The attachments a sent message is still waiting for (the only ones a retry may send), beside them.
        { provide: PendingAttachmentsPort, useValue: redis ? new RedisPendingAttachmentsAdapter(redis) : new MemoryPendingAttachmentsAdapter() },
        SignInFlow,
        GuessThrottle,
        CodeSendLimit,
        CodeSendGate,
        SigningCodeGate,
        AccessGuard,
        { provide: PortalConfigToken, useValue: config },
        ...(redis ? [{ provide: HEALTH_REDIS, useValue: redis }] : []),
        {
          provide: SESSION_STORE_STATUS,
          useValue: (redis ? { kind: 'redis', ready: () => redis.status === 'ready' } : { kind: 'memory', ready: () => true }) satisfies SessionStoreStatus,
        },
        { provide: SiteConfigPort, useValue: new FileSiteConfigAdapter(config.siteConfigPath) },
        // Counters in Redis when there is one, so every BFF process shares them; else in this process.
        { provide: RateLimiterPort, useValue: new FlexibleRateLimiterAdapter({ redis, keyPrefix: config.throttleKeyPrefix }) },
      ],
    };
  }
}
