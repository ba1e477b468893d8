import {
  DEFAULT_PORT,
  PORTAL_ENV,
  SANDBOX_EMBEDDED,
  type EnvVariable,
  type PortalEnv,
  type PortalEnvName,
} from './env-schema';

/** One bad or missing variable, and a sentence that names it and says what would do. */
export interface EnvProblem {
  name: PortalEnvName;
  message: string;
}

/** Who is starting, as the first line of the error says it. */
export const PORTAL = 'The portal';
export const PORTAL_COMMAND = 'The portal command';
export const STANDALONE_SANDBOX = 'The sandbox platform';

/** The configuration is not one the portal (or its CLI, or the standalone sandbox) may start with; the message lists every problem. */
export class PortalConfigError extends Error {
  constructor(
    readonly problems: EnvProblem[],
    who: string = PORTAL,
  ) {
    const count = problems.length === 1 ? 'a configuration problem' : `${problems.length} configuration problems`;
    super(
      [
        `${who} cannot start: ${count} (see "Configuration" in the README).`,
        ...problems.map((p) => `  - ${p.message}`),
      ].join('\n'),
    );
    this.name = 'PortalConfigError';
  }
}

export const SESSION_SECRET_REQUIRED =
  'SESSION_SECRET is required when NODE_ENV=production (a long random string shared by every portal process).';
export const PLATFORM_URL_REQUIRED =
  'PLATFORM_URL is required when NODE_ENV=production: the platform API base, e.g. https://platform.example.com/resourceful. ' +
  "Without it the portal would serve the embedded sandbox's demo firm, whose passwords are published; to do that on purpose, set SANDBOX=embedded.";
export const PLATFORM_APP_ID_REQUIRED =
  "PLATFORM_APP_ID is required when NODE_ENV=production and PLATFORM_URL is set: the platform's application key for this portal, sent as X-Xplan-App-id on every call.";
export const METRICS_PORT_CLASH =
  "METRICS_PORT is the portal's own PORT: the metrics endpoint needs a port of its own (or leave METRICS_PORT unset).";
export const SANDBOX_WITH_PLATFORM =
  "SANDBOX=embedded and PLATFORM_URL are both set: unset PLATFORM_URL to serve the embedded sandbox's demo firm, or SANDBOX to use the platform.";

/**
 * The one reader of PORTAL_ENV: checks every variable against its rule and throws one
 * PortalConfigError (headed with `who`) naming all that are wrong; otherwise answers the values read.
 * The support CLI and the standalone sandbox start with it; the portal with readPortalEnv, which adds
 * the rules between variables.
 */
export function readEnv(env: Record<string, string | undefined>, who: string = PORTAL): PortalEnv {
  const { values, problems } = checkEach(env);
  if (problems.length) throw new PortalConfigError(problems, who);
  return values;
}

function checkEach(env: Record<string, string | undefined>): { values: PortalEnv; problems: EnvProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: EnvProblem[] = [];
  for (const [name, variable] of Object.entries(PORTAL_ENV) as [PortalEnvName, EnvVariable<unknown>][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = variable.kind.parse(text);
    if (value === undefined)
      problems.push({
        name,
        message: `${name} must be ${variable.kind.rule}, not ${variable.secret ? 'the value given' : shown(text)}.`,
      });
    else values[name] = value;
  }
  return { values: values as PortalEnv, problems };
}

/**
 * Checks every variable of PORTAL_ENV (as readEnv does), then the portal's rules between them, and
 * throws one PortalConfigError naming all that are wrong; otherwise answers the values read.
 */
export function readPortalEnv(env: Record<string, string | undefined>): PortalEnv {
  const { values, problems } = checkEach(env);
  const set = (name: PortalEnvName) => !!env[name]?.trim();
  const production = values.NODE_ENV === 'production';
  if (production && !set('SESSION_SECRET')) problems.push({ name: 'SESSION_SECRET', message: SESSION_SECRET_REQUIRED });
  problems.push(
    ...platformChoiceProblems({
      production,
      platformUrl: set('PLATFORM_URL'),
      sandboxEmbedded: values.SANDBOX === SANDBOX_EMBEDDED,
      appId: set('PLATFORM_APP_ID'),
    }),
  );
  if (
    values.METRICS_PORT !== undefined &&
    values.METRICS_PORT !== 0 &&
    values.METRICS_PORT === (values.PORT ?? DEFAULT_PORT)
  )
    problems.push({ name: 'METRICS_PORT', message: METRICS_PORT_CLASH });
  if (problems.length) throw new PortalConfigError(problems);
  return values;
}

/**
 * The platform is chosen knowingly: production needs PLATFORM_URL, or SANDBOX=embedded to serve the
 * demo firm on purpose; and not both. A platform in production needs the portal's application key
 * (PLATFORM_APP_ID). Also checked by createPortalApp on the final configuration.
 */
export function platformChoiceProblems(c: {
  production: boolean;
  platformUrl: boolean;
  sandboxEmbedded: boolean;
  appId: boolean;
}): EnvProblem[] {
  if (c.platformUrl && c.sandboxEmbedded) return [{ name: 'SANDBOX', message: SANDBOX_WITH_PLATFORM }];
  if (c.production && !c.platformUrl && !c.sandboxEmbedded)
    return [{ name: 'PLATFORM_URL', message: PLATFORM_URL_REQUIRED }];
  if (c.production && c.platformUrl && !c.appId)
    return [{ name: 'PLATFORM_APP_ID', message: PLATFORM_APP_ID_REQUIRED }];
  return [];
}

/** The value as the operator wrote it, shortened, with any user:password of a URL left out. */
function shown(text: string): string {
  const bare = text.replace(/\/\/[^/@\s]*@/, '//');
  return `'${bare.length > 80 ? `${bare.slice(0, 77)}...` : bare}'`;
}
