import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../support/redis-for-tests';

const ROOT = join(__dirname, '..', '..');
const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });

/**
 * The built app as a user runs it: `npm run build:server` (what `npm start` runs first), the CLI
 * through npx after any number of rebuilds, and the server stopping on a real SIGTERM.
 */
describe('the built portal', () => {
  beforeAll(() => {
    const build = run('npm', ['run', 'build:server']);
    expect(build.status).toBe(0);
  }, 120_000);

  it('keeps `npx portal` working after a rebuild', () => {
    const first = run('npx', ['portal', 'access', 'dump', 'carla', '--json']);
    expect(first.stderr).not.toMatch(/Permission denied/);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout).username).toMatch(/^carla/);

    expect(run('npm', ['run', 'build:server']).status).toBe(0);
    const again = run('npx', ['portal', '--help']);
    expect(again.stderr).not.toMatch(/Permission denied/);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/Usage: portal/);
  }, 120_000);

  it('on SIGTERM under keep-alive load answers every request it accepted and exits 0', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['dist/bff/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_PORT: '0',
        REDIS_URL: '',
        NODE_ENV: 'development',
        SHUTDOWN_GRACE_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 8 });
      const get = () =>
        new Promise<{ status?: number; error?: string }>((resolve) => {
          const req = httpRequest({ host: '127.0.0.1', port, path: '/api/session', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode }));
          });
          req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
          req.end();
        });
      for (let i = 0; i < 100 && (await get()).status === undefined; i++) await new Promise((r) => setTimeout(r, 100));

      const results: Array<{ status?: number; error?: string }> = [];
      const loop = async () => {
        for (let i = 0; i < 20_000; i++) {
          const r = await get();
          results.push(r);
          if (r.error) return;
        }
      };
      const loops = [...Array(8)].map(loop);
      // Under load, not after a fixed time: a busy machine answers fewer requests in any given moment.
      for (let waited = 0; results.length < 150 && waited < 20_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGTERM');
      await Promise.all(loops);
      agent.destroy();
      expect(await exited).toBe(0);

      const answered = results.filter((r) => r.status !== undefined);
      expect(answered.length).toBeGreaterThan(100);
      // Signed out, /api/session answers 401: every accepted request got its full answer.
      expect(answered.filter((r) => r.status !== 401)).toEqual([]);
      // Only connections the stopped server no longer accepted failed; nothing was reset mid-way.
      expect(results.filter((r) => r.error && r.error !== 'ECONNREFUSED')).toEqual([]);
      expect(output).toMatch(/SIGTERM/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);

  /** The built server run with only these variables of the portal's (the rest of the environment as it is). */
  const startUp = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['dist/bff/main.js'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', PLATFORM_URL: '', SANDBOX: '', REDIS_URL: '', SANDBOX_PORT: '0', ...env },
      timeout: 60_000,
    });

  it('refuses to start in production without PLATFORM_URL, naming it and SANDBOX=embedded', () => {
    const result = startUp({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PLATFORM_URL is required when NODE_ENV=production');
    expect(result.stderr).toContain('set SANDBOX=embedded');
    expect(result.stdout).not.toMatch(/Embedded sandbox platform at|Portal at/);
  }, 60_000);

  it('names every bad or missing variable in one start-up error', () => {
    const result = startUp({
      NODE_ENV: 'production',
      SESSION_SECRET: '',
      PORT: 'eighty',
      HOST: 'every interface',
      REDIS_URL: 'localhost:6379',
      PLATFORM_TIMEOUT_MS: '10s',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^The portal cannot start: 6 configuration problems/);
    for (const name of ['PORT', 'HOST', 'REDIS_URL', 'PLATFORM_TIMEOUT_MS', 'SESSION_SECRET', 'PLATFORM_URL'])
      expect(result.stderr).toContain(`  - ${name} `);
  }, 60_000);

  it('serves the demo firm in production with SANDBOX=embedded, on the HOST it is given, and says so', async () => {
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      COOKIE_SECURE: 'false',
      SANDBOX: 'embedded',
      HOST: '127.0.0.1',
      PORT: String(port),
    };
    const child = spawn(process.execPath, ['dist/bff/main.js'], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', PLATFORM_URL: '', REDIS_URL: '', SANDBOX_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 300 && !/Portal at/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain(`Portal at http://127.0.0.1:${port}/core/`);
      expect(output).toContain('listening on 127.0.0.1');
      expect(output).toMatch(/SANDBOX=embedded in production/);
      const res = await fetch(`http://127.0.0.1:${port}/api/site-config`);
      expect(res.status).toBe(200);
      expect((await res.json()).demo).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
