import { Logger } from '@nestjs/common';
import { createPortalApp } from './app.factory';
import { installLastResort } from './lifecycle/last-resort';

async function main(): Promise<void> {
  const log = new Logger('Portal');
  // Not a fix for anything: an error no handler heard is logged with its request, which answers 500.
  installLastResort({ log });
  const portal = await createPortalApp();
  const { host, port } = portal.config;
  // Without HOST, Node's own default: every interface (IPv6 and IPv4), which a container needs.
  if (host) await portal.app.listen(port, host);
  else await portal.app.listen(port);
  const base = `http://${addressForLinks(host)}:${port}`;
  if (portal.sandbox) log.log(`Embedded sandbox platform at ${portal.sandbox.url} (try amelia / Demo-Passw0rd)`);
  else log.log(`Platform at ${portal.platformUrl}`);
  if (portal.sandbox && portal.config.production) {
    log.warn(
      "SANDBOX=embedded in production: the portal serves the sandbox's demo firm, whose passwords are published; every page says 'Demo data'.",
    );
  }
  const docs = portal.config.apiDocs ? ` · API docs at ${base}/api/docs` : '';
  log.log(`Portal at ${base}/core/${docs} · health at ${base}/api/health · listening on ${host ?? 'every interface'}`);
  if (portal.metricsUrl) log.log(`Prometheus metrics at ${portal.metricsUrl} (METRICS_PORT)`);

  // SIGTERM (a deploy, docker stop) and SIGINT (Ctrl-C): finish what was accepted, then exit.
  const stop = (signal: string) => {
    log.log(
      `${signal}: no new connections; finishing accepted requests (at most ${portal.config.shutdownGraceMs} ms).`,
    );
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

/** Where a person on this machine reaches the portal: localhost when it listens on every interface. */
function addressForLinks(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

main().catch((e) => {
  // A start-up failure (bad configuration, port taken) says why and exits non-zero.
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
