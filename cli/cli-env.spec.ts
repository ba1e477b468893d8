import { PortalConfigError, readPortalEnv } from '../adapters/config/read-env';
import { CliFailure } from './cli-io';
import { cliEnv } from './cli.module';
import { portal } from './testing/run-portal';

const BAD = { SANDBOX_SCALE: 'abc', PLATFORM_TIMEOUT_MS: '10s' };
const NAMED = [
  "  - PLATFORM_TIMEOUT_MS must be a whole number, 1 or more, not '10s'.",
  "  - SANDBOX_SCALE must be a whole number, 1 or more, not 'abc'.",
];

describe("the CLI's environment", () => {
  it("is checked against the portal's schema at start-up, every bad variable named at once in the same sentences", () => {
    let failure: unknown;
    try {
      cliEnv(BAD);
    } catch (e) {
      failure = e;
    }
    expect(failure).toBeInstanceOf(CliFailure);
    expect((failure as CliFailure).exitCode).toBe(1);
    expect((failure as Error).message).toBe(
      ['The portal command cannot start: 2 configuration problems (see "Configuration" in the README).', ...NAMED].join(
        '\n',
      ),
    );
    // The portal's own reader names the same two, in the same words.
    expect(() => readPortalEnv(BAD)).toThrow(PortalConfigError);
    try {
      readPortalEnv(BAD);
    } catch (e) {
      expect((e as Error).message.split('\n').slice(1)).toEqual(NAMED);
    }
  });

  it('stops a command before anything starts: the message on standard error, no stack, exit 1', async () => {
    const run = await portal(['login', 'replay', 'amelia', '--json'], BAD);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `${['The portal command cannot start: 2 configuration problems (see "Configuration" in the README).', ...NAMED].join('\n')}\n`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes the values it reads as the portal does', () => {
    expect(cliEnv({ SANDBOX_SCALE: ' 2 ', PLATFORM_TIMEOUT_MS: '2500', FIRM_TIME_ZONE: 'UTC' })).toMatchObject({
      SANDBOX_SCALE: 2,
      PLATFORM_TIMEOUT_MS: 2500,
      FIRM_TIME_ZONE: 'UTC',
    });
    expect(cliEnv({})).toEqual({});
  });
});
