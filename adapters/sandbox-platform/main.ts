import { PortalConfigError } from '../config/read-env';
import { startSandboxPlatform } from './sandbox-server';
import { standaloneOptions } from './standalone-options';

/**
 * Standalone sandbox platform (docker-compose): SANDBOX_PORT (default 3001), SANDBOX_HOST (default
 * 127.0.0.1: this machine only), SANDBOX_SCALE, SANDBOX_OUTBOX=true to serve the outbox of every
 * code sent and the maintenance switch, SANDBOX_PLATFORM_VERSION (default 23.6.301),
 * SANDBOX_UNDER_ADVICE=off (asset records without the custom field nbr_under_advice), SANDBOX_APP_ID
 * (the application key every platform call must carry in X-Xplan-App-id) and the failure switches.
 * The environment is checked against the portal's schema first: a bad variable stops the start with
 * one message naming every one, and exit code 1.
 */
async function main(): Promise<void> {
  const sandbox = await startSandboxPlatform(standaloneOptions(process.env));
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
  if (e instanceof PortalConfigError) console.error(e.message);
  else console.error('Sandbox platform failed to start', e);
  process.exit(1);
});
