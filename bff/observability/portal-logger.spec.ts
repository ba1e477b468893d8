import { AxiosError, AxiosHeaders } from 'axios';
import { contextLog, createPortalLogger, readable } from './portal-logger';
import { first } from '../../domain/shared/present';

function capture(format: 'json' | 'text') {
  const lines: string[] = [];
  const logger = createPortalLogger({ format, destination: { write: (line: string) => void lines.push(line) } });
  return { lines, logger };
}

describe('the portal logger', () => {
  it('writes JSON lines with the level by name, an ISO time and the fields given', () => {
    const { lines, logger } = capture('json');
    logger.info({ requestId: 'r-1', route: '/api/session', status: 200 }, 'GET /api/session 200');
    const line = JSON.parse(first(lines)) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      requestId: 'r-1',
      route: '/api/session',
      status: 200,
      msg: 'GET /api/session 200',
    });
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never shows a password, code, token, cookie, header or body, at the top of a line or one level down', () => {
    const { lines, logger } = capture('json');
    logger.warn(
      {
        password: 'Demo-Passw0rd',
        code: '123456',
        csrfToken: 'csrf-abc',
        body: { anything: 'at all' },
        req: { headers: { cookie: 'portal.sid=s%3Asecret' }, cookie: 'portal.sid=x', authorization: 'Bearer t' },
        form: { new_password: 'New-Passw0rd', answers: ['blue'], reset_code: '654321' },
      },
      'careless',
    );
    const text = lines.join('');
    for (const secret of [
      'Demo-Passw0rd',
      '123456',
      'csrf-abc',
      'at all',
      's%3Asecret',
      'Bearer t',
      'New-Passw0rd',
      'blue',
      '654321',
    ]) {
      expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
    }
    expect(JSON.parse(first(lines))).toMatchObject({ password: '[redacted]', form: { new_password: '[redacted]' } });
  });

  it("logs an error's kind, message and stack, never what it carries (an axios error's request headers)", () => {
    const { lines, logger } = capture('json');
    const headers = new AxiosHeaders({ Cookie: 'XPLANID=platform-session-77' });
    const error = new AxiosError('Request failed with status code 503', 'ERR_BAD_RESPONSE', { headers });
    logger.error({ err: error }, 'platform call failed');
    expect(lines[0]).not.toContain('platform-session-77');
    expect(JSON.parse(first(lines)).err).toEqual({
      type: 'AxiosError',
      message: 'Request failed with status code 503',
      stack: expect.any(String),
    });
  });

  it('makes the same lines readable in text format: time, level, context, message, duration, the other fields', () => {
    const { lines, logger } = capture('text');
    contextLog(logger, 'Portal').warn('REDIS_URL is not set');
    logger.info(
      { requestId: 'r-2', method: 'GET', route: '/api/session', status: 200, durationMs: 7.5, role: 'client' },
      'GET /api/session 200',
    );
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN {2}\[Portal\] REDIS_URL is not set\n$/);
    expect(lines[1]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/session 200 7\.5ms requestId=r-2 role=client\n$/,
    );
    expect(
      readable({
        time: '2026-01-02T03:04:05.678Z',
        level: 'error',
        msg: 'failed',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
      }),
    ).toBe('03:04:05.678 ERROR failed\n  Error: boom\n    at here');
  });
});
