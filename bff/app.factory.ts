import 'reflect-metadata';
import { Logger, LoggerService, LogLevel, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import type Redis from 'ioredis';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { platformCallScopeMiddleware } from '../adapters/platform-http/platform-call-scope';
import { PlatformHttpTransport } from '../adapters/platform-http/platform-http.transport';
import { RunningSandbox, startSandboxPlatform } from '../adapters/sandbox-platform/sandbox-server';
import { observeSessionStore } from '../adapters/session/observed-store';
import { createRedisClient, redisReady } from '../adapters/session/redis-client';
import { redisKeys } from '../adapters/session/redis-keys';
import { createSessionStore, SessionStoreChoice } from '../adapters/session/session-store.factory';
import { AppModule } from './app.module';
import { FirmToday } from '../application/shared/firm-today';
import { FIRM_TODAY_SETTING } from './session/firm-today';
import { csrfProtection, CSRF_HEADER } from './common/csrf.middleware';
import { answerClientErrors } from './common/client-error.handler';
import { withCommonErrorAnswers } from './common/common-error-responses';
import { gracefulShutdown } from './lifecycle/graceful-shutdown';
import { requestContext } from './lifecycle/request-context';
import { sendError } from './common/error-response';
import { jsonBodyGuard } from './common/json-body-guard.middleware';
import { jsonParser } from './common/json-parser.middleware';
import { originCheck } from './common/origin-check.middleware';
import { PortalExceptionFilter } from './common/portal-exception.filter';
import { requestId, requestIdOf } from './common/request-id.middleware';
import { noStore, permissionsPolicy } from './common/response-headers.middleware';
import { withClientReportsScript } from './valuation/client-reports';
import { assertPlatformChosen, PortalConfig, portalConfigFromEnv, sessionCookieName } from './config/portal-config';
import { SessionSaveInterceptor } from './session/session-save.interceptor';
import { sessionMiddleware } from './session/session.middleware';
import { portalContext } from './session/portal-context.middleware';
import { serveCore } from './web/core-static';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server';
import { contextLog, createPortalLogger, type LogDestination } from './observability/portal-logger';
import { PortalMetrics } from './observability/portal-metrics';
import { observeRequests } from './observability/request-observer';
import { RoutePatterns } from './observability/route-patterns';

export interface PortalApp {
  app: NestExpressApplication;
  config: PortalConfig;
  platformUrl: string;
  sandbox?: RunningSandbox;
  redis?: Redis;
  /** The session store the portal uses (for support tools and tests). */
  sessions: SessionStoreChoice;
  /** This app's metrics (its own registry). */
  metrics: PortalMetrics;
  /** The Prometheus endpoint, `http://host:port/metrics`, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Graceful stop (SIGTERM): stop accepting, finish every accepted request, then close everything. */
  shutdown(): Promise<void>;
  close(): Promise<void>;
}

export interface CreatePortalOptions {
  config?: Partial<PortalConfig>;
  /**
   * Unset: structured logs (pino; LOG_FORMAT), Nest's own lines included. `false`: no log lines at all (tests).
   * A Nest logger or its levels: Nest's logger, and no request lines.
   */
  logger?: LoggerService | LogLevel[] | false;
  /** Where the structured log lines go; process.stdout unless a test reads them. */
  logDestination?: LogDestination;
}

/**
 * Builds the portal: the platform (PLATFORM_URL, or the embedded sandbox started here), the session
 * store (Redis when REDIS_URL is set), security middleware, the API and Swagger, and /core/.
 */
export async function createPortalApp(options: CreatePortalOptions = {}): Promise<PortalApp> {
  const config = { ...portalConfigFromEnv(), ...options.config };
  if (!options.config?.cookieName) config.cookieName = sessionCookieName(config.production, config.cookieSecure);
  // Production on the demo firm only when asked for (SANDBOX=embedded), whoever built the configuration.
  assertPlatformChosen(config);
  const metrics = new PortalMetrics();
  const logger =
    options.logger === undefined
      ? createPortalLogger({ format: config.logFormat ?? 'text', destination: options.logDestination })
      : undefined;
  const log = logger ? contextLog(logger, 'Portal') : new Logger('Portal');

  let sandbox: RunningSandbox | undefined;
  let platformUrl = config.platformUrl;
  if (!platformUrl) {
    sandbox = await startSandbox(config, log);
    platformUrl = sandbox.url;
  }

  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  if (redis && !(await redisReady(redis, 2000)) && options.logger !== false) {
    log.error(`Redis at ${config.redisUrl} does not answer: requests that need a session answer 503 until it does.`);
  }
  const sessions = createSessionStore(
    redis,
    config.sessionSecret,
    config.absoluteSessionMs,
    redisKeys(config.redisKeyPrefix).sessions,
  );
  const { store, kind } = sessions;
  observeSessionStore(store, (operation, durationMs, failed) =>
    metrics.sessionStoreCall(operation, durationMs, failed),
  );
  if (kind === 'memory' && options.logger !== false) {
    log.warn(
      'REDIS_URL is not set: sessions are kept in this process only and are lost when it stops. Set REDIS_URL to share sessions between processes.',
    );
  }

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, platformUrl, redis, observability: { logger, metrics } }),
    {
      logger: options.logger ?? ['log', 'warn', 'error'],
      // Nest's lines from its start wait for the structured logger (nestjs-pino), then go through it.
      bufferLogs: !!logger,
      bodyParser: false,
    },
  );
  if (logger) app.useLogger(app.get(PinoNestLogger));
  // Read at each scrape: an open circuit turns half-open with time alone.
  const transport = app.get(PlatformHttpTransport);
  metrics.watchCircuit(() => transport.circuitState);
  if (config.trustProxy) app.set('trust proxy', 1);
  app.set('portal:cookie-name', config.cookieName);
  app.set('portal:cookie-secure', config.cookieSecure);
  // The firm's 'today' (FIRM_TIME_ZONE), for the request helpers that read it (bff/session/firm-today.ts).
  app.set(FIRM_TODAY_SETTING, app.get(FirmToday));
  app.disable('x-powered-by');
  // API answers are no-store, so an ETag (a hash of every body) would never be used.
  app.set('etag', false);

  app.use(requestId);
  // First after the id: every request is logged and measured, those the middleware below refuses too.
  const router = () =>
    (app.getHttpAdapter().getInstance() as unknown as { router?: { stack?: unknown } }).router?.stack;
  app.use(observeRequests({ logger, metrics, routes: new RoutePatterns(router) }));
  // Next to it: the request's context, which the process-level last resort (bff/lifecycle/last-resort.ts) reads.
  app.use(requestContext(requestIdOf));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: withClientReportsScript(cspDirectives(), config.clientReportsScriptUrl),
      },
    }),
  );
  app.use(permissionsPolicy);
  app.use('/api', noStore);
  if (!config.apiDocs)
    app.use(['/api/docs', '/api/docs-json'], (_req: Request, res: Response) =>
      sendError(res, 404, 'not_found', 'Not found.'),
    );
  app.use(
    '/api/docs',
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...cspDirectives(), 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] },
      },
    }),
  );
  // Sessions are for the API: the web app's files and pages are the same for everyone.
  app.use('/api', sessionMiddleware(config, store));
  // Every answer names the client it is for; a page showing another client is refused (another tab changed it).
  app.use('/api', portalContext);
  app.use('/api', originCheck(config.allowedOrigins));
  app.use('/api', csrfProtection);
  // Messages take multipart uploads, streamed by their own handlers (which refuse anything else).
  app.use('/api', jsonParser(), jsonBodyGuard(['/messages']));
  // Late, next to the handlers: the platform calls of one request share its id and its deadline.
  app.use('/api', platformCallScopeMiddleware(requestIdOf));

  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new PortalExceptionFilter());
  app.useGlobalInterceptors(new SessionSaveInterceptor());
  if (config.apiDocs) setUpSwagger(app);
  serveCore(app.getHttpAdapter().getInstance(), undefined, { sourceMaps: config.apiDocs });
  answerClientErrors(app.getHttpServer());
  const graceful = gracefulShutdown(app.getHttpServer(), config.shutdownGraceMs);

  let closed = false;
  let metricsServer: MetricsServer | undefined;
  const portal: PortalApp = {
    app,
    config,
    platformUrl,
    sandbox,
    redis,
    sessions,
    metrics,
    async shutdown() {
      await graceful.drain();
      await portal.close();
    },
    async close() {
      if (closed) return;
      closed = true;
      await metricsServer?.close();
      await app.close();
      sessions.close();
      redis?.disconnect();
      await sandbox?.close();
    },
  };
  // On a port of its own (METRICS_PORT), for the monitoring network only.
  if (config.metricsPort !== undefined) {
    try {
      metricsServer = await startMetricsServer(metrics, config.metricsPort, config.host);
    } catch (e) {
      await portal.close();
      throw e;
    }
    portal.metricsUrl = metricsServer.url;
  }
  return portal;
}

/** Strict policy for the app; Swagger UI alone gets inline styles. */
function cspDirectives(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // Message bodies keep img with data and https sources (spec 3 §5); plain http would be mixed content.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

async function startSandbox(config: PortalConfig, log: { warn(message: string): void }): Promise<RunningSandbox> {
  const opts = {
    scale: config.sandboxScale,
    sessionTimeoutMinutes: config.sandboxSessionTimeoutMinutes,
    controls: config.sandboxOutbox,
    platformVersion: config.sandboxPlatformVersion,
    underAdviceField: config.sandboxUnderAdvice,
    // The embedded sandbox asks for the portal's own application key, as a platform would.
    appId: config.platformAppId,
    uploadParent: config.uploadDir,
    // Its valuation reports carry the firm's name and logo from the portal's own site settings.
    siteConfigPath: config.siteConfigPath,
    ...config.sandboxTrials,
  };
  try {
    return await startSandboxPlatform({ ...opts, port: config.sandboxPort });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    log.warn(`Port ${config.sandboxPort} is taken: the embedded sandbox platform listens on a free port instead.`);
    return startSandboxPlatform({ ...opts, port: 0 });
  }
}

export function buildOpenApiDocument(app: NestExpressApplication) {
  const doc = new DocumentBuilder()
    .setTitle('Client portal API')
    .setDescription(
      'The backend-for-frontend of the client portal. Sign in with POST /api/auth/login; the session lives in an HttpOnly cookie. ' +
        `Every POST, PUT, PATCH and DELETE must send the session's anti-forgery token (GET /api/auth/csrf) in the ${CSRF_HEADER} header.`,
    )
    .setVersion('1.0')
    .addCookieAuth('portal.sid', { type: 'apiKey', in: 'cookie', name: 'portal.sid' }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }, 'csrf')
    .build();
  // The answers operations share (401, 403, 409, 413, 415, 503...) are documented once, for each operation they apply to.
  return withCommonErrorAnswers(SwaggerModule.createDocument(app, doc));
}

function setUpSwagger(app: NestExpressApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
