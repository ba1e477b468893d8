import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';

/** How a set environment variable is read, and the rule it must meet (said in the start-up error). */
export interface EnvKind<T> {
  /** The rule as the error says it: "must be <rule>". */
  rule: string;
  /** The value, or undefined when the (trimmed, non-empty) text breaks the rule. */
  parse(text: string): T | undefined;
}

const kind = <T>(rule: string, parse: (text: string) => T | undefined): EnvKind<T> => ({ rule, parse });

export const wholeNumber = (min: number, max?: number): EnvKind<number> =>
  kind(max === undefined ? `a whole number, ${min} or more` : `a whole number from ${min} to ${max}`, (t) => {
    const n = /^\d+$/.test(t) ? Number(t) : NaN;
    return n >= min && (max === undefined || n <= max) ? n : undefined;
  });

export const port = wholeNumber(0, 65535);

/** A number above zero, fractions allowed. */
export const positiveNumber = kind('a number above 0', (t) => {
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? n : undefined;
});

export const nonNegativeNumber = kind('a number, 0 or more', (t) => {
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
});

const YES = ['true', 'on', '1', 'yes'];
const NO = ['false', 'off', '0', 'no'];
export const onOff = kind('true or false (on/off, 1/0 and yes/no also do)', (t) => {
  const v = t.toLowerCase();
  return YES.includes(v) ? true : NO.includes(v) ? false : undefined;
});

export const oneOf = <T extends string>(...values: T[]): EnvKind<T> =>
  kind(values.length === 1 ? `'${values[0]}'` : `one of ${values.map((v) => `'${v}'`).join(', ')}`, (t) =>
    values.find((v) => v === t),
  );

export const pattern = (re: RegExp, rule: string): EnvKind<string> => kind(rule, (t) => (re.test(t) ? t : undefined));

export const anyText = kind('some text', (t) => t);

/** A value an HTTP header may carry as it is: visible characters, no spaces (an API key). */
export const headerToken = kind('visible characters without spaces, as the platform issued it', (t) =>
  /^[\x21-\x7e]+$/.test(t) ? t : undefined,
);

export const urlWith = (protocols: string[], rule: string): EnvKind<string> =>
  kind(rule, (t) => (URL.canParse(t) && protocols.includes(new URL(t).protocol) ? t : undefined));

/** An IP address or a host name (what a server may listen on). */
export const hostName = kind('an IP address or a host name, e.g. 0.0.0.0, :: or 127.0.0.1', (t) =>
  isIP(t) || /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(t) ? t : undefined,
);

/** Comma-separated http(s) origins, each normalised to scheme://host[:port]. */
export const originList = kind('comma-separated http or https origins, e.g. https://portal.example.com', (t) => {
  const parts = t
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = parts.map((o) =>
    URL.canParse(o) && ['http:', 'https:'].includes(new URL(o).protocol) ? new URL(o).origin : undefined,
  );
  return origins.length && origins.every(Boolean) ? (origins as string[]) : undefined;
});

export const existingFile = kind('the path of a file that exists', (t) =>
  existsSync(t) && statSync(t).isFile() ? t : undefined,
);

/** A rule of the caller's own, for what the kinds above do not say. */
export const existingFolder = kind('the path of a folder that exists', (t) =>
  existsSync(t) && statSync(t).isDirectory() ? t : undefined,
);
export const custom = kind;
