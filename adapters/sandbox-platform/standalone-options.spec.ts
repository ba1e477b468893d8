import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PortalConfigError } from '../config/read-env';
import { startSandboxPlatform } from './sandbox-server';
import { standaloneOptions } from './standalone-options';

describe('the standalone sandbox', () => {
  it('listens on 127.0.0.1 without the outbox unless told otherwise', () => {
    expect(standaloneOptions({})).toEqual({ port: 3001, host: '127.0.0.1', controls: false });
    expect(standaloneOptions({ SANDBOX_HOST: '0.0.0.0', SANDBOX_OUTBOX: 'true', SANDBOX_PORT: '4001' })).toEqual({
      port: 4001,
      host: '0.0.0.0',
      controls: true,
    });
    // SANDBOX_OUTBOX is read as the portal reads it: on/off, 1/0 and yes/no do too.
    expect(standaloneOptions({ SANDBOX_OUTBOX: '1' }).controls).toBe(true);
    expect(standaloneOptions({ SANDBOX_OUTBOX: 'off' }).controls).toBe(false);
    expect(standaloneOptions({ SANDBOX_APP_ID: ' app-7 ' }).appId).toBe('app-7');
  });

  it('takes the demo firm and its switches from the environment, as typed options', () => {
    expect(
      standaloneOptions({
        SANDBOX_SCALE: '3',
        SANDBOX_PLATFORM_VERSION: '23.5.268',
        SANDBOX_UNDER_ADVICE: 'off',
        SANDBOX_SIGNING_CODE_TTL_SECONDS: '30',
        SANDBOX_REPORT_SECONDS: '0',
        SANDBOX_FAIL_NEXT_ATTACHMENT: 'on',
        SANDBOX_FAIL_NEXT_REVIEW: 'false',
        SANDBOX_FAIL_NEXT_REPORT: 'yes',
      }),
    ).toEqual({
      port: 3001,
      host: '127.0.0.1',
      controls: false,
      scale: 3,
      platformVersion: '23.5.268',
      underAdviceField: false,
      signingCodeTtlSeconds: 30,
      reportSeconds: 0,
      failNextAttachment: true,
      failNextReview: false,
      failNextReport: true,
    });
  });

  it('checks its environment against the one schema and names every bad variable at once', () => {
    let error: unknown;
    try {
      standaloneOptions({ SANDBOX_SCALE: 'abc', PLATFORM_TIMEOUT_MS: '10s', SANDBOX_PORT: '3001' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PortalConfigError);
    expect((error as PortalConfigError).problems.map((p) => p.name)).toEqual(['PLATFORM_TIMEOUT_MS', 'SANDBOX_SCALE']);
    expect((error as Error).message).toBe(
      [
        'The sandbox platform cannot start: 2 configuration problems (see "Configuration" in the README).',
        "  - PLATFORM_TIMEOUT_MS must be a whole number, 1 or more, not '10s'.",
        "  - SANDBOX_SCALE must be a whole number, 1 or more, not 'abc'.",
      ].join('\n'),
    );
  });

  it('with an application key, refuses every platform call that does not carry it in X-Xplan-App-id; its own controls need none', async () => {
    const sb = await startSandboxPlatform({ appId: 'app-7', controls: true });
    try {
      const site = (headers: Record<string, string>) => fetch(`${sb.url}/site`, { headers });
      const refused = await site({});
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error_code: 'forbidden',
        api_message: expect.stringMatching(/^Permission Error: .*X-Xplan-App-id/),
      });
      expect((await site({ 'X-Xplan-App-id': 'another' })).status).toBe(403);
      expect((await site({ 'X-Xplan-App-id': 'app-7' })).status).toBe(200);
      // The header's name is not case-sensitive; the origin-root calls are asked for it too.
      expect((await site({ 'x-xplan-app-id': 'app-7' })).status).toBe(200);
      expect((await fetch(`${sb.origin}/api/tfa/details`)).status).toBe(403);
      expect((await fetch(`${sb.origin}/sandbox/outbox`)).status).toBe(200);
    } finally {
      await sb.close();
    }
    const open = await startSandboxPlatform();
    try {
      expect((await fetch(`${open.url}/site`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('answers 404 for the outbox and the maintenance switch when its controls are off', async () => {
    const sb = await startSandboxPlatform({ controls: false });
    try {
      expect((await fetch(`${sb.origin}/sandbox/outbox`)).status).toBe(404);
      const post = await fetch(`${sb.origin}/sandbox/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"on":true}',
      });
      expect(post.status).toBe(404);
      expect(sb.state.maintenance).toBe(false);
    } finally {
      await sb.close();
    }
    const withControls = await startSandboxPlatform({ controls: true });
    try {
      expect((await fetch(`${withControls.origin}/sandbox/outbox`)).status).toBe(200);
    } finally {
      await withControls.close();
    }
  });

  it('is not published to the host by docker-compose', () => {
    const compose = readFileSync(join(__dirname, '..', '..', 'docker-compose.yml'), 'utf8');
    const sandbox = compose.split(/\n {2}(?=\w)/).find((block) => block.startsWith('sandbox:'))!;
    expect(sandbox).toBeDefined();
    expect(sandbox).not.toMatch(/\n\s+ports:/);
  });
});
