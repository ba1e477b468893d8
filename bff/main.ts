import { Logger } from '@nestjs/common';
import { createPortalApp } from './app.factory';

async function main(): Promise<void> {
  const portal = await createPortalApp();
  const log = new Logger('Portal');
  await portal.app.listen(portal.config.port);
  const base = `http://localhost:${portal.config.port}`;
  if (portal.sandbox) log.log(`Embedded sandbox platform at ${portal.sandbox.url} (try amelia / Demo-Passw0rd)`);
  else log.log(`Platform at ${portal.platformUrl}`);
  const docs = portal.config.apiDocs ? ` · API docs at ${base}/api/docs` : '';
  log.log(`Portal at ${base}/core/${docs} · health at ${base}/api/health`);

  // SIGTERM (a deploy, docker stop) and SIGINT (Ctrl-C): finish what was accepted, then exit.
  const stop = (signal: string) => {
    log.log(`${signal}: no new connections; finishing accepted requests (at most ${portal.config.shutdownGraceMs} ms).`);
    portal.shutdown().then(
      () => process.exit(0),
      (e: unknown) => {
        log.error(`Shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((e) => {
  // A start-up failure (bad configuration, port taken) says why and exits non-zero.
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
