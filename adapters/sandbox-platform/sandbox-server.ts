import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DEMO_SEED } from './data/demo-constants';
import { generateFirm } from './data/generate-firm';
import { createDispatcher } from './http/dispatch';
import { API_BASE_PATH, createRequestListener } from './http/node-server';
import { ALL_ROUTES, PLATFORM_ROUTES } from './routes/all-routes';
import { SandboxState } from './state/sandbox-state';

export { SandboxState } from './state/sandbox-state';

/**
 * The embedded sandbox platform: a real HTTP server of adapters/PLATFORM-API.md over a generated,
 * deterministic demo firm (shared/design/PERSONAS.md).
 *
 * Ids tests may rely on: advisers `adviser` (user 1, entity 1001) and `adviser2` (user 2, entity 1002);
 * client personas amelia, ben, carla, dmitri, erin, farah, george, hana, ivan, jules, kai, lena, scale
 * have entity ids 10001…10013 and user ids 101…113 in that order; Oliver Hartley (amelia and ben's
 * child, no user) is 10014; adviser2's clients are 10501…10508; adviser's generated clients start at
 * 11001 and a generated client's user id is its entity id + 100000.
 *
 * Portfolio data (generated on first use, as of that day): portfolio ids are the owner's entity id × 10
 * + n (amelia's 100011, 100012, joint 100013; Oliver's trust 100141 and savings 100142), account ids
 * the portfolio id × 100 + n (amelia's ISA 10001101), transaction ids the account id × 10000 + n.
 */
export interface SandboxOptions {
  /** The folder in which the sandbox makes its folder of stored attachments; the system's temporary folder when unset. */
  uploadParent?: string;
  /** 0 = a random free port (the default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Size of the generated demo firm (SANDBOX_SCALE); default 1. */
  scale?: number;
  /** Login profile 1's inactive_session_timeout_client in minutes; default 20, fractions allowed. */
  sessionTimeoutMinutes?: number;
  /**
   * Serve the sandbox's own controls (the outbox of every code sent, the maintenance switch). On for
   * tests and the support CLI; the standalone server and a production portal turn them off unless
   * SANDBOX_OUTBOX=true.
   */
  controls?: boolean;
  /** The version GET site reports (SANDBOX_PLATFORM_VERSION); default 23.6.301. */
  platformVersion?: string;
  /** Whether the asset entities have the custom field nbr_under_advice (SANDBOX_UNDER_ADVICE); default on. */
  underAdviceField?: boolean;
  /** How long a digital-signing one-time code stays valid, in seconds (SANDBOX_SIGNING_CODE_TTL_SECONDS); default 300. */
  signingCodeTtlSeconds?: number;
  /**
   * The next attachment upload (docnote-v2/{id}/attachment-v3) fails once with the platform's error
   * (SANDBOX_FAIL_NEXT_ATTACHMENT); default off. Later failures are armed with
   * state.messages.failNextAttachment or POST /sandbox/fail-next-attachment.
   */
  failNextAttachment?: boolean;
  /**
   * The next review submission fails once (SANDBOX_FAIL_NEXT_REVIEW); default off. Later failures
   * are armed with state.reviews.failNextSubmission or POST /sandbox/fail-next-review.
   */
  failNextReview?: boolean;
  /** How long a valuation report job stays "not complete", in seconds (SANDBOX_REPORT_SECONDS); default 4. */
  reportSeconds?: number;
  /**
   * The next valuation report job ends with status 500 (SANDBOX_FAIL_NEXT_REPORT); default off. Later
   * failures are armed with state.reports.failNext or POST /sandbox/fail-next-report.
   */
  failNextReport?: boolean;
  /** The portal's settings-and-content file: valuation reports carry its firm name, logo and fee-and-tax mode (default the demo file). */
  siteConfigPath?: string;
  /**
   * The application key every platform call must carry in `X-Xplan-App-id` (a call without it, or with
   * another, answers 403); unset means none is asked for. The embedded sandbox is given the portal's
   * PLATFORM_APP_ID, the standalone one SANDBOX_APP_ID.
   */
  appId?: string;
}

export interface RunningSandbox {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The API base: origin + '/resourceful'. */
  url: string;
  close(): Promise<void>;
  /** The live state, for tests (state.index finds personas, state.now moves the clock). */
  state: SandboxState;
  /** Where uploaded attachments are kept (a temporary folder, removed on close). */
  uploadDir: string;
}

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 20;

/** The version a sandbox reports unless told otherwise: new enough for rapid totals (23.5.269). */
export const DEFAULT_PLATFORM_VERSION = '23.6.301';

export async function startSandboxPlatform(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const state = new SandboxState(generateFirm(DEMO_SEED, opts.scale ?? 1), {
    sessionTimeoutMinutes: opts.sessionTimeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES,
    platformVersion: opts.platformVersion ?? DEFAULT_PLATFORM_VERSION,
    underAdviceField: opts.underAdviceField ?? true,
    signingCodeTtlSeconds: opts.signingCodeTtlSeconds,
    failNextAttachment: opts.failNextAttachment ?? false,
    failNextReview: opts.failNextReview ?? false,
    reportSeconds: opts.reportSeconds,
    siteConfigPath: opts.siteConfigPath,
    failNextReport: opts.failNextReport ?? false,
  });
  // Uploaded attachments are written here as they arrive and kept for the life of the server.
  const uploadDir = mkdtempSync(join(opts.uploadParent ?? tmpdir(), 'sandbox-uploads-'));
  const dispatcher = createDispatcher(state, opts.controls === false ? PLATFORM_ROUTES : ALL_ROUTES);
  const server = createServer(createRequestListener(dispatcher, { dir: uploadDir }, opts.appId?.trim() || undefined));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const originHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${originHost}:${port}`;
  const close = (): Promise<void> =>
    new Promise((resolve, reject) => {
      server.close((err) => {
        rmSync(uploadDir, { recursive: true, force: true });
        return err ? reject(err) : resolve();
      });
      server.closeAllConnections();
    });
  return { origin, url: `${origin}${API_BASE_PATH}`, close, state, uploadDir };
}
