import { DEFAULT_SANDBOX_PORT } from '../application/ports/sandbox-outbox.port';
import { CliFailure } from './cli-io';

/** --platform-url, else PLATFORM_URL; undefined when neither is given. */
export function platformUrlFrom(flag: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const fromFlag = flag?.trim();
  const url = fromFlag || env.PLATFORM_URL?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url))
    throw new CliFailure(`${fromFlag ? '--platform-url' : 'PLATFORM_URL'} is not a URL: '${url}'`);
  return url;
}

/** The embedded sandbox of a portal started with `npm start` on this machine. */
export function runningSandboxOrigin(env: NodeJS.ProcessEnv): string {
  const port = env.SANDBOX_PORT?.trim() || String(DEFAULT_SANDBOX_PORT);
  return `http://127.0.0.1:${port}`;
}
