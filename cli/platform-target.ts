import { CliFailure } from './cli-io';

/** Where `npm start` puts the embedded sandbox platform (the portal's SANDBOX_PORT, default 3001). */
export const DEFAULT_SANDBOX_PORT = 3001;

/** --platform-url, else PLATFORM_URL; undefined when neither is given. */
export function platformUrlFrom(flag: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const fromFlag = flag?.trim();
  const url = fromFlag || env.PLATFORM_URL?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url)) throw new CliFailure(`${fromFlag ? '--platform-url' : 'PLATFORM_URL'} is not a URL: '${url}'`);
  return url;
}

/** The embedded sandbox of a portal started with `npm start` on this machine. */
export function runningSandboxOrigin(env: NodeJS.ProcessEnv): string {
  const port = env.SANDBOX_PORT?.trim() || String(DEFAULT_SANDBOX_PORT);
  return `http://127.0.0.1:${port}`;
}
