import { startSandboxPlatform } from './sandbox-server';

/** Standalone sandbox platform (docker-compose): SANDBOX_PORT (default 3001), SANDBOX_HOST, SANDBOX_SCALE. */
async function main(): Promise<void> {
  const sandbox = await startSandboxPlatform({
    port: Number(process.env.SANDBOX_PORT ?? 3001),
    host: process.env.SANDBOX_HOST ?? '0.0.0.0',
  });
  console.log(`Sandbox platform API at ${sandbox.url}`);
  const stop = (signal: string): void => {
    console.log(`Sandbox platform stopping (${signal})`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((e: unknown) => {
  console.error('Sandbox platform failed to start', e);
  process.exit(1);
});
