import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PlatformHttpModule } from '../adapters/platform-http/platform-http.module';
import { platformHttpConfigFromEnv } from '../adapters/platform-http/platform-http.config';
import { SandboxOutboxClient } from '../adapters/sandbox-platform/client/sandbox-outbox.client';
import { scaleFromEnv, startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { FileSiteConfigAdapter } from '../adapters/site-config/file-site-config.adapter';
import { SandboxOutboxPort } from '../application/ports/sandbox-outbox.port';
import { SiteConfigPort } from '../application/ports/site-config.port';
import { SUPPORT_USE_CASES } from '../application/support/support-use-cases';
import { USE_CASES } from '../application/use-cases';

export interface CliModuleOptions {
  /** The platform API base, e.g. http://127.0.0.1:3001/resourceful; the sandbox outbox is at its origin. */
  platformUrl: string;
  env: NodeJS.ProcessEnv;
}

/** The composition root of the CLI: the only place it names adapters. */
@Module({})
export class CliModule {
  static forRoot(options: CliModuleOptions): DynamicModule {
    // Defined, since the URL is given; this also checks PLATFORM_TIMEOUT_MS and PLATFORM_DEADLINE_MS as the portal does,
    // and sends PLATFORM_APP_ID as the portal does.
    const { PLATFORM_TIMEOUT_MS, PLATFORM_DEADLINE_MS, PLATFORM_APP_ID } = options.env;
    const http = platformHttpConfigFromEnv({ PLATFORM_URL: options.platformUrl, PLATFORM_TIMEOUT_MS, PLATFORM_DEADLINE_MS, PLATFORM_APP_ID })!;
    return {
      module: CliModule,
      imports: [PlatformHttpModule.forRoot(http)],
      providers: [
        ...USE_CASES,
        ...SUPPORT_USE_CASES,
        { provide: SiteConfigPort, useValue: new FileSiteConfigAdapter(options.env.SITE_CONFIG?.trim() || undefined) },
        { provide: SandboxOutboxPort, useValue: new SandboxOutboxClient(new URL(options.platformUrl).origin) },
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
 * platform started here on a free port and stopped by close().
 */
export async function openCliContext(options: { platformUrl: string | undefined; env: NodeJS.ProcessEnv }): Promise<CliContext> {
  let sandbox: RunningSandbox | undefined;
  if (!options.platformUrl) sandbox = await startSandboxPlatform({ port: 0, scale: scaleFromEnv(options.env) });
  const platformUrl = options.platformUrl ?? sandbox!.url;
  try {
    const app = await NestFactory.createApplicationContext(CliModule.forRoot({ platformUrl, env: options.env }), {
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
