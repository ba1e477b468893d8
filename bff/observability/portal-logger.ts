import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { textOrEmpty } from '../../domain/shared/text';

/** LOG_FORMAT: JSON lines (production's default) or readable lines (development's). */
export type LogFormat = 'json' | 'text';

/** Where log lines are written: anything with write(line) (process.stdout unless a test passes its own). */
export type LogDestination = DestinationStream;

const CENSOR = '[redacted]';

/**
 * Fields no log line ever shows, at the top of a logged object or one level down (pino's redaction, as a last
 * guard: the portal's own lines pick their fields and never hold these). Passwords, codes, security answers,
 * tokens, cookies, authorisation headers and bodies.
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'new_password',
  'old_password',
  'current_password',
  'code',
  'otp',
  'reset_code',
  'resetCode',
  'answer',
  'answers',
  'token',
  'csrfToken',
  'accessToken',
  'cookie',
  'cookies',
  'authorization',
  'body',
  'headers',
].flatMap((field) => [field, `*.${field}`]);

/** An error as a log line shows it (its kind, message and stack, never the properties it carries: a request's headers); anything else as it is. */
export function errorFields(e: unknown): unknown {
  if (!(e instanceof Error)) return e;
  return { type: e.name, message: e.message, stack: e.stack };
}

/** The options every logger of the portal shares (pino-http's children take the same serializers). */
export const LOG_SERIALIZERS = { err: errorFields };

/**
 * The portal's pino logger: JSON lines (time, level name, context, requestId and the line's own fields), or the
 * same lines made readable (`text`). Redacts REDACTED_PATHS and serialises errors without their properties.
 */
export function createPortalLogger(options: {
  format: LogFormat;
  destination?: LogDestination;
  level?: string;
}): Logger {
  const settings = {
    level: options.level ?? 'info',
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: LOG_SERIALIZERS,
  };
  const destination =
    options.format === 'text' ? readableLines(options.destination ?? process.stdout) : options.destination;
  return destination ? pino(settings, destination) : pino(settings);
}

/** Nest-Logger-like methods writing to pino under a context (for lines before the Nest app exists). */
export function contextLog(logger: Logger, context: string) {
  const child = logger.child({ context });
  return {
    log: (message: string) => child.info(message),
    warn: (message: string) => child.warn(message),
    error: (message: string) => child.error(message),
  };
}

const HIDDEN = new Set(['time', 'level', 'msg', 'context', 'pid', 'hostname', 'err']);

/** Each JSON line pino writes, rewritten as `12:01:02.345 INFO  [Platform] message key=value …`. */
function readableLines(out: LogDestination): LogDestination {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return out.write(line);
      }
      return out.write(`${readable(entry)}\n`);
    },
  };
}

/** A request's or a platform call's fields that its message already says. */
const SAID = ['method', 'route', 'entryPoint', 'status', 'outcome', 'durationMs'];

export function readable(entry: Record<string, unknown>): string {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = textOrEmpty(entry.level).toUpperCase().padEnd(5);
  const context = entry.context ? `[${textOrEmpty(entry.context)}] ` : '';
  const summary = entry.route !== undefined || entry.entryPoint !== undefined;
  const took = summary && typeof entry.durationMs === 'number' ? [`${entry.durationMs}ms`] : [];
  const fields = Object.entries(entry)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined && !(summary && SAID.includes(key)))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const trace = err ? `\n  ${err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`}` : '';
  return [`${time} ${level} ${context}${textOrEmpty(entry.msg)}`, ...took, ...fields].join(' ') + trace;
}
