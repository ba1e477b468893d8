import type { HttpService } from '@nestjs/axios';
import { PlatformBatch } from './platform-batch';
import { withPlatformHttpDefaults, type PlatformHttpConfig } from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { PlatformUrls } from './platform-urls';

/** What every platform adapter speaks through. */
export interface PlatformClient {
  transport: PlatformHttpTransport;
  urls: PlatformUrls;
  /** The batch endpoint, on the same transport. */
  batch: PlatformBatch;
}

/**
 * The module's shared transport (one circuit breaker, one request deadline for every platform call)
 * or, without one (the CLI's helpers, tests), a transport of the adapter's own.
 */
export function platformClient(
  http: HttpService,
  config: PlatformHttpConfig,
  log?: TransportLog,
  transport?: PlatformHttpTransport,
): PlatformClient {
  const full = withPlatformHttpDefaults(config);
  const urls = new PlatformUrls(full.baseUrl);
  const shared = transport ?? new PlatformHttpTransport(http, full, log);
  return { transport: shared, urls, batch: new PlatformBatch(shared, urls, log) };
}
