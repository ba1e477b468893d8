import { PlatformError } from '../ports/platform-error';
import { SandboxOutboxPort, type OutboxMessage } from '../ports/sandbox-outbox.port';
import { ReadOutboxUseCase } from './read-outbox.use-case';

class InMemoryOutbox extends SandboxOutboxPort {
  constructor(private readonly answer: () => Promise<Record<string, OutboxMessage[]>>) {
    super();
  }
  readOutbox() {
    return this.answer();
  }
}

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  kind: 'mfa',
  channel: 'sms',
  target: '+447700900001',
  code: '123456',
  sentAt: '2026-01-01T10:00:00.000Z',
  ...over,
});

describe('ReadOutboxUseCase', () => {
  it('gives the last code sent to each user, by username, skipping messages without a code', async () => {
    const outbox = new InMemoryOutbox(async () => ({
      'george@client': [
        message({ kind: 'enrolment', code: '111111' }),
        message({ kind: 'mfa', code: '222222', sentAt: '2026-01-01T10:05:00.000Z' }),
      ],
      'amelia@client': [
        message({ kind: 'reset', channel: 'email', target: 'a@x.test' }),
        message({ kind: 'username', channel: 'email', code: null }),
      ],
      'erin@client': [message({ kind: 'username', code: null })],
    }));
    const result = await new ReadOutboxUseCase(outbox).execute();
    expect(result).toEqual({
      ok: true,
      value: [
        {
          username: 'amelia@client',
          kind: 'reset',
          channel: 'email',
          target: 'a@x.test',
          code: '123456',
          sentAt: '2026-01-01T10:00:00.000Z',
        },
        {
          username: 'george@client',
          kind: 'mfa',
          channel: 'sms',
          target: '+447700900001',
          code: '222222',
          sentAt: '2026-01-01T10:05:00.000Z',
        },
      ],
    });
  });

  it('fails with unavailable when no sandbox answers', async () => {
    const outbox = new InMemoryOutbox(() =>
      Promise.reject(new PlatformError('unavailable', 0, 'could not be reached (ECONNREFUSED)')),
    );
    expect(await new ReadOutboxUseCase(outbox).execute()).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unavailable', apiMessage: 'could not be reached (ECONNREFUSED)' }),
    });
  });
});
