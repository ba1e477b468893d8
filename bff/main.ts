import { Logger } from '@nestjs/common';
import { createPortalApp } from './app.factory';

async function main(): Promise<void> {
  const portal = await createPortalApp();
  const log = new Logger('Portal');
  await portal.app.listen(portal.config.port);
  const base = `http://localhost:${portal.config.port}`;
  if (portal.sandbox) log.log(`Embedded sandbox platform at ${portal.sandbox.url} (try amelia / Demo-Passw0rd)`);
  else log.log(`Platform at ${portal.platformUrl}`);
  log.log(`Portal at ${base}/core/ · API docs at ${base}/api/docs · health at ${base}/api/health`);
}

main().catch((e) => {
  // A start-up failure (bad configuration, port taken) says why and exits non-zero.
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
