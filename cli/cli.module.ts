import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { PortalEnv } from '../adapters/config/env-schema';
import { PORTAL_COMMAND, PortalConfigError, readEnv } from '../adapters/config/read-env';
import { PlatformHttpModule } from '../adapters/platform-http/platform-http.module';
import { withPlatformHttpDefaults } from '../adapters/platform-http/platform-http.config';
import { SandboxOutboxClient } from '../adapters/sandbox-platform/client/sandbox-outbox.client';
import { startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { sandboxFirmOptions } from '../adapters/sandbox-platform/standalone-options';
import { FileSiteConfigAdapter } from '../adapters/site-config/file-site-config.adapter';
import { SandboxOutboxPort } from '../application/ports/sandbox-outbox.port';
import { SiteConfigPort } from '../application/ports/site-config.port';
import { SUPPORT_USE_CASES } from '../application/support/support-use-cases';
import { USE_CASES } from '../application/use-cases';
import { FirmToday } from '../application/shared/firm-today';
import { DEFAULT_FIRM_TIME_ZONE } from '../domain/shared/zoned-day';
import { CliFailure } from './cli-io';

export interface CliModuleOptions {
  /** The platform API base, e.g. http://127.0.0.1:3001/resourceful; the sandbox outbox is at its origin. */
  platformUrl: string;
  /** The environment as checked by cliEnv. */
  env: PortalEnv;
}

/**
 * The CLI's environment, checked against the portal's one schema at start-up: a bad variable stops
 * the run with one message naming every one (a CliFailure, so the CLI prints it and exits 1).
 */
export function cliEnv(env: NodeJS.ProcessEnv): PortalEnv {
  try {
    return readEnv(env, PORTAL_COMMAND);
  } catch (e) {
    throw e instanceof PortalConfigError ? new CliFailure(e.message) : e;
  }
}

/** The composition root of the CLI: the only place it names adapters. */
@Module({})
export class CliModule {
  static forRoot(options: CliModuleOptions): DynamicModule {
    // PLATFORM_TIMEOUT_MS, PLATFORM_DEADLINE_MS and PLATFORM_APP_ID as the portal uses them.
    const { PLATFORM_TIMEOUT_MS, PLATFORM_DEADLINE_MS, PLATFORM_APP_ID } = options.env;
    const http = withPlatformHttpDefaults({
      baseUrl: options.platformUrl,
      timeoutMs: PLATFORM_TIMEOUT_MS,
      deadlineMs: PLATFORM_DEADLINE_MS,
      appId: PLATFORM_APP_ID,
    });
    return {
      module: CliModule,
      imports: [PlatformHttpModule.forRoot(http)],
      providers: [
        ...USE_CASES,
        ...SUPPORT_USE_CASES,
        { provide: SiteConfigPort, useValue: new FileSiteConfigAdapter(options.env.SITE_CONFIG) },
        { provide: SandboxOutboxPort, useValue: new SandboxOutboxClient(new URL(options.platformUrl).origin) },
        // 'today' in the firm's time zone, as the portal counts it (FIRM_TIME_ZONE, default Europe/London).
        { provide: FirmToday, useValue: new FirmToday(options.env.FIRM_TIME_ZONE ?? DEFAULT_FIRM_TIME_ZONE) },
      ],
    };
  }
}

export interface CliContext {
  app: INestApplicationContext;
  platformUrl: string;
  /** True when this run started its own sandbox platform. */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The use cases, wired to the platform at `platformUrl`; without one, to an embedded sandbox
 * platform started here on a free port and stopped by close(). The environment is checked first
 * (cliEnv): a bad variable fails the run before anything starts.
 */
export async function openCliContext(options: {
  platformUrl: string | undefined;
  env: NodeJS.ProcessEnv;
}): Promise<CliContext> {
  const env = cliEnv(options.env);
  let sandbox: RunningSandbox | undefined;
  // The demo firm and its switches from SANDBOX_SCALE and the other SANDBOX_* variables, as the standalone sandbox takes them.
  if (!options.platformUrl) sandbox = await startSandboxPlatform({ ...sandboxFirmOptions(env), port: 0 });
  const platformUrl = options.platformUrl ?? sandbox!.url;
  try {
    const app = await NestFactory.createApplicationContext(CliModule.forRoot({ platformUrl, env }), {
      logger: false,
      abortOnError: false,
    });
    return {
      app,
      platformUrl,
      embedded: sandbox !== undefined,
      async close() {
        await app.close();
        await sandbox?.close();
      },
    };
  } catch (e) {
    await sandbox?.close();
    throw e;
  }
}
