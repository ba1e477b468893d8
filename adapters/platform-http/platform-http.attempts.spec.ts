import type { CircuitState } from './circuit-breaker';
import { runInPlatformCallScope } from './platform-call-scope';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import type { PlatformAttempt } from './platform-http.transport';
import { startStubPlatform, type StubAnswer, type StubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

const cred = { token: 'tok' };
const unavailable: StubAnswer = {
  status: 503,
  body: { error_code: null, api_message: 'Maintenance', user_message: null },
};
const site: StubAnswer = { status: 200, body: { site_locales: ['en-gb'], version: '23.6.301' } };

/** A TransportLog that keeps everything it is told. */
function listening() {
  const heard = { attempts: [] as PlatformAttempt[], lines: [] as string[], circuit: [] as CircuitState[] };
  const log = {
    warn: (m: string) => heard.lines.push(m),
    log: (m: string) => heard.lines.push(m),
    attempt: (a: PlatformAttempt) => heard.attempts.push(a),
    circuit: (s: CircuitState) => heard.circuit.push(s),
  };
  return { heard, log };
}

describe('PlatformHttpTransport: each attempt told to the log, for structured logs and metrics', () => {
  let stub: StubPlatform | undefined;
  afterEach(async () => stub?.close());

  it('tells every attempt with its entry point, number, status, outcome and duration, under the request id', async () => {
    let n = 0;
    stub = await startStubPlatform(() => (n++ === 0 ? unavailable : site));
    const { heard, log } = listening();
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryDelayMs: 1 }, log);

    await runInPlatformCallScope('req-attempts-1', () => platform.getSite());

    expect(heard.attempts).toEqual([
      {
        requestId: 'req-attempts-1',
        method: 'GET',
        entryPoint: 'site',
        attempt: 1,
        status: 503,
        outcome: 'unavailable',
        durationMs: expect.any(Number),
      },
      {
        requestId: 'req-attempts-1',
        method: 'GET',
        entryPoint: 'site',
        attempt: 2,
        status: 200,
        outcome: 'ok',
        durationMs: expect.any(Number),
      },
    ]);
    expect(heard.attempts.every((a) => a.durationMs >= 0)).toBe(true);
  });

  it('tells a call the open circuit refused (circuit_open), and the circuit opening', async () => {
    stub = await startStubPlatform(() => unavailable);
    const { heard, log } = listening();
    const platform = createPlatformHttpAdapter(
      { baseUrl: stub.baseUrl, retryAttempts: 1, circuitFailureThreshold: 1 },
      log,
    );

    await expect(platform.getSessionUser(cred)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(platform.getSessionUser(cred)).rejects.toMatchObject({ code: 'unavailable' });

    expect(heard.circuit).toEqual(['open']);
    expect(heard.attempts.map((a) => [a.entryPoint, a.status, a.outcome])).toEqual([
      ['session/user', 503, 'unavailable'],
      ['session/user', 0, 'circuit_open'],
    ]);
  });

  it("logs a failed call's URL without the value of a code or password parameter", async () => {
    stub = await startStubPlatform(() => ({
      status: 400,
      body: { error_code: null, api_message: 'Invalid reset code', user_message: null },
    }));
    const { heard, log } = listening();
    const platform = createPlatformHttpAdapter({ baseUrl: stub.baseUrl, retryAttempts: 1 }, log);

    await expect(platform.checkPasswordResetCode({ userId: 'amelia', resetCode: '987654' })).rejects.toBeDefined();

    expect(first(stub.requests).url).toContain('reset_code=987654');
    const line = heard.lines.find((l) => l.includes('forgotten_password'));
    expect(line).toContain('reset_code=redacted');
    expect(heard.lines.join('\n')).not.toContain('987654');
    expect(heard.attempts[0]).toMatchObject({ entryPoint: 'forgotten_password', status: 400 });
  });
});
