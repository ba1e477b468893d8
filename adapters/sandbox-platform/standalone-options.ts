import type { PortalEnv } from '../config/env-schema';
import { readEnv, STANDALONE_SANDBOX } from '../config/read-env';
import type { SandboxOptions } from './sandbox-server';

export const STANDALONE_DEFAULT_PORT = 3001;

/**
 * The demo firm's shape and the failure switches from the checked environment (SANDBOX_SCALE,
 * SANDBOX_PLATFORM_VERSION, SANDBOX_UNDER_ADVICE, SANDBOX_SIGNING_CODE_TTL_SECONDS,
 * SANDBOX_REPORT_SECONDS, SANDBOX_FAIL_NEXT_*), for a sandbox started outside the portal: the
 * standalone one and the support CLI's. Unset ones are left to the sandbox's defaults.
 */
export function sandboxFirmOptions(e: PortalEnv): SandboxOptions {
  return defined({
    scale: e.SANDBOX_SCALE,
    platformVersion: e.SANDBOX_PLATFORM_VERSION,
    underAdviceField: e.SANDBOX_UNDER_ADVICE,
    signingCodeTtlSeconds: e.SANDBOX_SIGNING_CODE_TTL_SECONDS,
    reportSeconds: e.SANDBOX_REPORT_SECONDS,
    failNextAttachment: e.SANDBOX_FAIL_NEXT_ATTACHMENT,
    failNextReview: e.SANDBOX_FAIL_NEXT_REVIEW,
    failNextReport: e.SANDBOX_FAIL_NEXT_REPORT,
  });
}

/**
 * The standalone sandbox's options from its environment, checked against the portal's one schema
 * (a PortalConfigError names every bad variable at once): this machine only (127.0.0.1) unless
 * SANDBOX_HOST says otherwise, no outbox or maintenance switch unless SANDBOX_OUTBOX is on, and with
 * SANDBOX_APP_ID every platform call must carry that application key in X-Xplan-App-id. It keeps
 * the default session timeout (SANDBOX_SESSION_TIMEOUT_MINUTES is the embedded sandbox's).
 */
export function standaloneOptions(env: Record<string, string | undefined>): SandboxOptions {
  const e = readEnv(env, STANDALONE_SANDBOX);
  return defined({
    port: e.SANDBOX_PORT ?? STANDALONE_DEFAULT_PORT,
    host: e.SANDBOX_HOST ?? '127.0.0.1',
    controls: e.SANDBOX_OUTBOX ?? false,
    appId: e.SANDBOX_APP_ID,
    ...sandboxFirmOptions(e),
  });
}

/** The options without the keys left unset. */
function defined(options: SandboxOptions): SandboxOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}
