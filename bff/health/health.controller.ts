import { Controller, Get, HttpStatus, Inject, Optional, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { HEALTH_CHECK_TIME_LIMIT_MS } from '../../application/site/get-health.use-case';
import { ProbePlatformUseCase } from '../../application/site/probe-platform.use-case';

/** DI token of the session store's Redis client; absent with the in-memory store. */
export const HEALTH_REDIS = Symbol('HEALTH_REDIS');

/** A Redis that does not answer PING within this is down, however its connection looks. */
export const REDIS_PING_TIMEOUT_MS = 500;
/** The platform is asked at most once in this period; readiness answers from the last probe between. */
export const PLATFORM_PROBE_INTERVAL_MS = 5_000;

/**
 * Liveness and readiness for a load balancer or an orchestrator. `/api/health` (SiteController)
 * stays the spec's maintenance answer for the web app.
 */
@ApiTags('Site')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly probe: ProbePlatformUseCase,
    @Optional() @Inject(HEALTH_REDIS) private readonly redis?: Redis,
  ) {}

  @Get('live')
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: 200 while the process runs and serves requests; checks nothing else.' })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    summary:
      `Readiness: the session store answers a real PING within ${REDIS_PING_TIMEOUT_MS} ms, and the platform answered its last probe ` +
      `(at most one platform call every ${PLATFORM_PROBE_INTERVAL_MS / 1000} s, ${HEALTH_CHECK_TIME_LIMIT_MS / 1000} s limit, no retry); 503 when either is down.`,
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<unknown> {
    try {
      return await this.health.check([() => this.sessionStore(), () => this.platform()]);
    } catch (e) {
      // Terminus's own body says which check failed; the common error body would hide it.
      if (!(e instanceof ServiceUnavailableException)) throw e;
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return e.getResponse();
    }
  }

  private sessionStore() {
    const check = this.indicators.check('sessionStore');
    const redis = this.redis;
    if (!redis) return check.up({ kind: 'memory' });
    return check
      .attempt(async () => {
        if ((await redis.ping()) !== 'PONG') throw new Error('Redis did not answer PONG');
        return { kind: 'redis' };
      })
      .withTimeout(REDIS_PING_TIMEOUT_MS);
  }

  private platform() {
    return this.indicators
      .check('platform')
      .attempt(async () => {
        const { platform } = await this.probe.execute();
        if (platform === 'unreachable') throw new Error('The platform did not answer');
        return { platform };
      })
      .withTimeout(HEALTH_CHECK_TIME_LIMIT_MS + 100)
      .cacheFor(PLATFORM_PROBE_INTERVAL_MS);
  }
}
