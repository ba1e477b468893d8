import { Logger } from '@nestjs/common';
import type { StubPlatform } from '../../adapters/platform-http/testing/stub-platform';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { faultyPlatform, type FaultyPlatformMode } from '../support/faulty-platform';
import { Browser, signedIn, startPortal } from '../support/portal-harness';

/** The examples (issue 21, item 4): platform texts that name its internals. */
const INTERNAL_TEXTS = [
  'Cannot connect to db-7.platform.internal',
  'File C:\\XPLAN\\bin\\auth.dll raised an exception',
  'Traceback (most recent call last):\n  File "/srv/xplan/auth.py", line 42, in login\n    raise KeyError(user)\nKeyError: 17',
  'ORA-00942: table or view does not exist (SELECT ENTITY_ID FROM CLIENT_ACCESS WHERE ENTITY_ID = :1)',
  'Could not open \\\\fs01\\xplan$\\clients\\10001.xml',
  'IAuthProvider.Validate refused the session',
  'Permission Error: user 17 may not read entities on app-srv-03.iress.example.com',
];

/**
 * A platform text that looks internal never reaches the user, not even in part: the answer is the one a platform
 * that said nothing gets, and the log line with the request id keeps the text and says why it was withheld.
 */
describe('platform error texts that look internal (issue 21, item 4)', () => {
  let sandbox: RunningSandbox;
  let platform: StubPlatform & { state: { mode: FaultyPlatformMode } };
  let portal: Awaited<ReturnType<typeof startPortal>>;
  let amelia: Browser;
  let clientPath: string;

  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    platform = await faultyPlatform(sandbox);
    portal = await startPortal({ platformUrl: platform.baseUrl });
    amelia = await signedIn(portal.server, 'amelia');
    clientPath = `/api/clients/${(await amelia.get('/api/session').expect(200)).body.user.entityId}`;
  });
  afterAll(async () => {
    await portal.close();
    await platform.close();
    await sandbox.close();
  });
  afterEach(() => {
    platform.state.mode = 'pass';
    jest.restoreAllMocks();
  });

  /** The portal's answer when the platform refuses the client record with this body. */
  async function refusedWith(status: number, body: object) {
    platform.state.mode = (req) => (req.url.includes('/entity/client-v4/') ? { status, body } : undefined);
    return amelia.get(clientPath);
  }

  it.each([400, 403])(
    'answers a %i that names internals as it answers one with no words, and logs the text under the request id',
    async (status) => {
      const silent = await refusedWith(status, { error_code: null, api_message: null, user_message: null });
      expect(silent.status).toBe(status);
      for (const text of INTERNAL_TEXTS) {
        for (const body of [
          { error_code: null, api_message: text, user_message: null },
          { error_code: null, api_message: null, user_message: text },
        ]) {
          const lines: string[] = [];
          for (const level of ['log', 'warn'] as const)
            jest
              .spyOn(Logger.prototype, level)
              .mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));

          const res = await refusedWith(status, body);

          expect(res.status).toBe(status);
          expect({ text, code: res.body.code, message: res.body.message, apiMessage: res.body.apiMessage }).toEqual({
            text,
            code: silent.body.code,
            message: silent.body.message,
            apiMessage: null,
          });
          // Everything but the request id, a random UUID that may itself hold such a run of letters ('…99db-7ac6…').
          const { requestId: _requestId, ...words } = res.body as Record<string, unknown>;
          const answer = JSON.stringify(words);
          for (const part of [
            'db-7',
            'XPLAN',
            'auth.dll',
            'Traceback',
            'auth.py',
            'ORA-',
            'CLIENT_ACCESS',
            'fs01',
            'IAuthProvider',
            'app-srv-03',
          ])
            expect(answer).not.toContain(part);
          const line = lines.find((l) => l.includes(res.body.requestId));
          expect(line).toContain(JSON.stringify(text).slice(1, 30));
          expect(line).toContain('withheld from the user');
          jest.restoreAllMocks();
        }
      }
    },
  );

  it('still shows an ordinary platform text (spec 1 §5 cleaning only)', async () => {
    const res = await refusedWith(403, {
      error_code: null,
      api_message: 'Permission Error: you do not have access to client 10002',
      user_message: null,
    });
    expect(res.status).toBe(403);
    expect(res.body.apiMessage).toBe('you do not have access to client 10002');
  });
});
