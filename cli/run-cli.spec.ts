import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonOf, portal } from './testing/run-portal';

describe('portal (the program)', () => {
  it('prints help on --help and exits 0', async () => {
    const run = await portal(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: portal [options] [command]');
    expect(run.stdout).toContain('--platform-url <url>');
    expect(run.stdout).toContain('Exit codes:');
  });

  it('lists the options of a command', async () => {
    const run = await portal(['login', 'replay', '--help']);
    expect(run.code).toBe(0);
    for (const option of [
      '--adviser',
      '--password <password>',
      '--code <code>',
      '--word <word>',
      '--new-password <password>',
      '--json',
    ]) {
      expect(run.stdout).toContain(option);
    }
  });

  it('refuses a wrong command line with exit 2 and says why on standard error', async () => {
    const missing = await portal(['login', 'replay']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain("missing required argument 'username'");
    const unknown = await portal(['access', 'dump', 'amelia', '--nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--nope'");
  });

  it('refuses a --platform-url that is not a URL', async () => {
    const run = await portal(['login', 'replay', 'amelia', '--platform-url', 'not a url']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: "--platform-url is not a URL: 'not a url'\n" });
  });

  it('starts an embedded sandbox when no platform is given, and stops it afterwards', async () => {
    const run = await portal(['login', 'replay', 'amelia', '--json'], {});
    expect(run.code).toBe(0);
    const doc = jsonOf(run);
    expect(doc).toMatchObject({ embeddedSandbox: true, ok: true });
    const health = await fetch(`${doc.platformUrl}/health`).then(
      () => 'answered',
      () => 'gone',
    );
    expect(health).toBe('gone');
  });

  it('uses PLATFORM_URL, and names it when the platform does not answer', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/resourceful`;
    await new Promise((resolve) => server.close(resolve));

    const run = await portal(['login', 'replay', 'amelia'], { PLATFORM_URL: url });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(`^The platform at ${url.replace(/[.]/g, '\\.')} is not available: .*ECONNREFUSED.*\\n$`),
    );
  });
});
