import type { SandboxOptions } from './sandbox-server';

export const STANDALONE_DEFAULT_PORT = 3001;

/**
 * The standalone sandbox's options from its environment: this machine only (127.0.0.1) unless
 * SANDBOX_HOST says otherwise, no outbox or maintenance switch unless SANDBOX_OUTBOX=true, and with
 * SANDBOX_APP_ID every platform call must carry that application key in X-Xplan-App-id.
 */
export function standaloneOptions(env: NodeJS.ProcessEnv): SandboxOptions {
  const port = Number(env.SANDBOX_PORT ?? STANDALONE_DEFAULT_PORT);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : STANDALONE_DEFAULT_PORT,
    host: env.SANDBOX_HOST?.trim() || '127.0.0.1',
    controls: env.SANDBOX_OUTBOX === 'true',
    appId: env.SANDBOX_APP_ID?.trim() || undefined,
  };
}
