import { MessageAccess } from './get-message.use-case';
import { RetryAttachmentsUseCase } from './retry-attachments.use-case';
import { SendMessageUseCase } from './send-message.use-case';
import { FakePendingAttachments } from './testing/pending-attachments-fake';
import { adviser, AMELIA, BEN, client, contextFor, docNote, FakeMessages, file } from './testing/messages-fakes';

function setUp(settings: Record<string, unknown> = { notificationTemplateId: 42 }) {
  const messages = new FakeMessages();
  const { platform, context } = contextFor(messages, settings);
  const access = new MessageAccess(messages, context);
  const portfolio = {
    clientPortfolios: async () => [{ id: 1 }],
    portfolioAccounts: async () => [
      { id: 11, name: 'Stocks and Shares ISA', externalAccountId: 'ISA-0042' },
      { id: 12, name: 'Pension', externalAccountId: null },
    ],
  };
  const pending = new FakePendingAttachments();
  const send = new SendMessageUseCase(messages, platform as never, portfolio as never, context, access, pending);
  const retry = new RetryAttachmentsUseCase(messages, access, pending);
  return { messages, send, retry, pending };
}

describe('SendMessageUseCase (spec 3 §4, §5, §8)', () => {
  it('creates, marks first-read, uploads each attachment in turn, then notifies', async () => {
    const { messages, send } = setUp();
    const r = await send.execute(client, {
      subject: 'Question',
      body: 'Hello <b>there</b>',
      attachments: [file('a.pdf'), file('b.pdf')],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        outcome: 'Success',
        message: 'Message sent successfully.',
        messageId: 5000,
        storedAttachments: ['a.pdf', 'b.pdf'],
        failedAttachments: [],
      },
    });
    expect(messages.calls).toEqual([
      'create Question',
      'firstread 5000',
      'upload a.pdf',
      'upload b.pdf',
      'template 42',
      'email 42',
    ]);
    expect(messages.bodies.get(5000)).toBe('<pre>Hello there\n\nThis message was sent with 2 attachments.</pre>');
  });

  it('keeps the message when an attachment fails midway and names the one not stored', async () => {
    const { messages, send } = setUp();
    messages.failUploadOnce.add('b.pdf');
    const r = await send.execute(client, {
      subject: 'Docs',
      body: 'x',
      attachments: [file('a.pdf'), file('b.pdf'), file('c.pdf')],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        outcome: 'FailedToSend',
        message: 'There has been a problem sending your attachments.  Please review your sent messages.',
        messageId: 5000,
        storedAttachments: ['a.pdf', 'c.pdf'],
        failedAttachments: ['b.pdf'],
      },
    });
    expect(messages.notes.filter((n) => n.docsubtype === 'Client Initiated')).toHaveLength(1);
  });

  it('says nothing was sent when the create fails, and uploads nothing', async () => {
    const { messages, send } = setUp();
    messages.failCreate = true;
    const r = await send.execute(client, { subject: 'Docs', body: 'x', attachments: [file('a.pdf')] });
    expect(r.ok && r.value).toMatchObject({
      outcome: 'MessageFailure',
      message: 'There was a problem sending your message. Please contact us for assistance',
      messageId: null,
      failedAttachments: ['a.pdf'],
    });
    expect(messages.calls).toEqual(['create Docs']);
  });

  it('reports template and notification failures with the message kept', async () => {
    const a = setUp();
    a.messages.failTemplate = true;
    const r1 = await a.send.execute(client, { subject: 'S', body: 'x', attachments: [] });
    expect(r1.ok && r1.value).toMatchObject({
      outcome: 'TemplateError',
      message: 'Message sent but no-one has been notified. Please contact us separately',
      messageId: 5000,
    });
    const b = setUp();
    b.messages.failEmail = true;
    const r2 = await b.send.execute(client, { subject: 'S', body: 'x', attachments: [] });
    expect(r2.ok && r2.value).toMatchObject({ outcome: 'NotificationError', messageId: 5000 });
  });

  it('sends no notification when no template is configured', async () => {
    const { messages, send } = setUp({});
    await send.execute(client, { subject: 'S', body: 'x', attachments: [] });
    expect(messages.calls).toEqual(['create S', 'firstread 5000']);
  });

  it('refuses an invalid subject or attachments before creating anything', async () => {
    const { messages, send } = setUp();
    expect(await send.execute(client, { subject: ' ', body: 'x', attachments: [] })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: 'Please enter a message subject.' },
    });
    expect(await send.execute(client, { subject: 'a'.repeat(256), body: 'x', attachments: [] })).toMatchObject({
      ok: false,
      error: { message: 'Subject must be under 256 characters.' },
    });
    expect(await send.execute(client, { subject: 'S', body: 'x', attachments: [file('setup.EXE')] })).toMatchObject({
      ok: false,
      error: { message: 'File type not allowed, please remove.' },
    });
    expect(
      await send.execute(client, { subject: 'S', body: 'x', attachments: [file('big.pdf', 10_000_001)] }),
    ).toMatchObject({ ok: false, error: { message: 'File is too large, please remove.' } });
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`));
    expect(await send.execute(client, { subject: 'S', body: 'x', attachments: six })).toMatchObject({
      ok: false,
      error: { message: 'You can upload a maximum of 5 attachments.' },
    });
    expect(messages.calls).toEqual([]);
  });

  it('refuses advisers and one-way messaging', async () => {
    expect(await setUp().send.execute(adviser, { subject: 'S', body: 'x', attachments: [] })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(
      await setUp({ oneWayMessaging: true }).send.execute(client, { subject: 'S', body: 'x', attachments: [] }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it("replies with 'RE: ' plus the subject, and says so when the message was sent to a related entity", async () => {
    const { messages, send } = setUp({ enableRelatedEntities: true });
    messages.notes.push(docNote(1, { subject: 'Trust review', entityIds: [BEN] }));
    const r = await send.execute(client, { body: 'Agreed', replyTo: 1, attachments: [] });
    expect(r.ok).toBe(true);
    expect(messages.notes.at(-1)!.subject).toBe('RE: Trust review');
    expect(messages.bodies.get(5000)).toBe('<pre>This reply relates to a message sent to Ben Hartley - Agreed</pre>');
  });

  it("says so when the reply is made for a related entity chosen in 'Show messages for', and refuses one the message is not theirs", async () => {
    const { messages, send } = setUp({ enableRelatedEntities: true });
    messages.notes.push(
      docNote(1, { subject: 'Junior ISA', entityIds: [AMELIA, BEN] }),
      docNote(2, { subject: 'Mine', entityIds: [AMELIA] }),
    );
    await send.execute(client, { body: 'Noted', replyTo: 1, entityId: BEN, attachments: [] });
    expect(messages.bodies.get(5000)).toBe('<pre>This reply relates to a message sent to Ben Hartley - Noted</pre>');
    await send.execute(client, { body: 'Plain', replyTo: 1, attachments: [] });
    expect(messages.bodies.get(5001)).toBe('<pre>Plain</pre>');
    expect(await send.execute(client, { body: 'x', replyTo: 2, entityId: BEN, attachments: [] })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(messages.calls.filter((c) => c.startsWith('create'))).toHaveLength(2);
  });

  it('refuses a reply to a message the client sent (canReply is false there)', async () => {
    const { messages, send } = setUp();
    messages.notes.push(docNote(7, { docsubtype: 'Client Initiated' }));
    expect(await send.execute(client, { body: 'x', replyTo: 7, attachments: [] })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'Replies can only be made to messages you received.', apiMessage: null },
    });
    expect(messages.calls.filter((c) => c.startsWith('create'))).toEqual([]);
  });

  it("refuses a reply to someone else's message as not found", async () => {
    const { messages, send } = setUp();
    messages.notes.push(docNote(1, { entityIds: [999] }));
    expect(await send.execute(client, { body: 'x', replyTo: 1, attachments: [] })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(messages.calls).toEqual([]);
  });

  it("references the client's own linked accounts, and refuses an account that is not theirs", async () => {
    const { messages, send } = setUp({});
    await send.execute(client, { subject: 'S', body: 'About my ISA', accountIds: [11], attachments: [] });
    // spec 3 §5: 'Ref: description - external id'.
    expect(messages.bodies.get(5000)).toBe('<pre>About my ISA\n\nRef: Stocks and Shares ISA - ISA-0042</pre>');
    expect(await send.execute(client, { subject: 'S', body: 'x', accountIds: [77], attachments: [] })).toMatchObject({
      ok: false,
      error: { message: 'No such account among yours.' },
    });
  });
});

describe('RetryAttachmentsUseCase', () => {
  it('stores the failed files on the same message, creating nothing', async () => {
    const { messages, send, retry } = setUp();
    messages.failUploadOnce.add('b.pdf');
    const first = await send.execute(client, {
      subject: 'Docs',
      body: 'x',
      attachments: [file('a.pdf'), file('b.pdf')],
    });
    const id = first.ok ? first.value.messageId! : 0;
    const r = await retry.execute(client, id, [file('b.pdf')]);
    expect(r).toEqual({
      ok: true,
      value: {
        outcome: 'Success',
        message: 'Message sent successfully.',
        messageId: id,
        storedAttachments: ['b.pdf'],
        failedAttachments: [],
      },
    });
    expect(messages.calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
    expect(messages.attachments.map((a) => a.filename)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('takes only the files that failed, by name and size, and each only until it is stored', async () => {
    const { messages, send, retry } = setUp();
    messages.failUploadOnce.add('b.pdf');
    const first = await send.execute(client, {
      subject: 'Docs',
      body: 'x',
      attachments: [file('a.pdf'), file('b.pdf', 300)],
    });
    const id = first.ok ? first.value.messageId! : 0;
    messages.calls = [];
    const notFailed = 'Only the attachments that could not be sent can be sent again: a.pdf is not one of them.';
    expect(await retry.execute(client, id, [file('a.pdf')])).toEqual({
      ok: false,
      error: { code: 'validation', message: notFailed, apiMessage: null },
    });
    expect(await retry.execute(client, id, [file('other.pdf')])).toMatchObject({
      ok: false,
      error: {
        code: 'validation',
        message: 'Only the attachments that could not be sent can be sent again: other.pdf is not one of them.',
      },
    });
    expect(await retry.execute(client, id, [file('b.pdf', 301)])).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(await retry.execute(client, id, [file('b.pdf', 300), file('b.pdf', 300)])).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(messages.calls).toEqual([]);
    expect(await retry.execute(client, id, [file('b.pdf', 300)])).toMatchObject({
      ok: true,
      value: { outcome: 'Success', storedAttachments: ['b.pdf'] },
    });
    expect(await retry.execute(client, id, [file('b.pdf', 300)])).toMatchObject({
      ok: false,
      error: { code: 'validation', message: 'This message has no attachments waiting to be sent again.' },
    });
    expect(messages.attachments.map((a) => a.filename)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('keeps a file that fails again waiting, and counts one the platform holds after all as stored without sending it twice', async () => {
    const { messages, send, retry } = setUp();
    messages.failUploadOnce.add('b.pdf');
    messages.failUploadOnce.add('c.pdf');
    const first = await send.execute(client, {
      subject: 'Docs',
      body: 'x',
      attachments: [file('b.pdf'), file('c.pdf')],
    });
    const id = first.ok ? first.value.messageId! : 0;
    messages.failUploadOnce.add('b.pdf');
    expect(await retry.execute(client, id, [file('b.pdf')])).toMatchObject({
      ok: true,
      value: { outcome: 'FailedToSend', failedAttachments: ['b.pdf'] },
    });
    // c.pdf's upload answer was lost although the platform stored it (no upload got through, so none is held yet).
    messages.attachments.push({
      id: 77,
      docnoteId: id,
      filename: 'c.pdf',
      createdDate: '2026-02-01T10:00:00Z',
      mimetype: 'application/pdf',
      size: null,
      docpartId: 1,
      digitalSignatureStatus: null,
    });
    messages.calls = [];
    expect(await retry.execute(client, id, [file('b.pdf'), file('c.pdf')])).toMatchObject({
      ok: true,
      value: { outcome: 'Success', storedAttachments: ['c.pdf', 'b.pdf'] },
    });
    expect(messages.calls).toEqual(['upload b.pdf']);
  });

  it('refuses a message with nothing waiting, and another client retrying files that failed for amelia', async () => {
    const { messages, send, retry } = setUp();
    const clean = await send.execute(client, { subject: 'Docs', body: 'x', attachments: [file('a.pdf')] });
    expect(await retry.execute(client, clean.ok ? clean.value.messageId! : 0, [file('a.pdf')])).toMatchObject({
      ok: false,
      error: { message: 'This message has no attachments waiting to be sent again.' },
    });
    messages.failUploadOnce.add('b.pdf');
    const failed = await send.execute(client, { subject: 'Docs', body: 'x', attachments: [file('b.pdf')] });
    const id = failed.ok ? failed.value.messageId! : 0;
    const note = messages.notes.find((n) => n.id === id)!;
    note.entityIds = [...note.entityIds, BEN];
    expect(await retry.execute({ ...client, clientId: BEN }, id, [file('b.pdf')])).toMatchObject({
      ok: false,
      error: { message: 'This message has no attachments waiting to be sent again.' },
    });
    expect(await retry.execute(adviser, id, [file('b.pdf')])).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it("refuses a message the client did not send, someone else's, and more than 5 files", async () => {
    const { messages, retry } = setUp();
    messages.notes.push(docNote(1), docNote(2, { entityIds: [999], docsubtype: 'Client Initiated' }));
    expect(await retry.execute(client, 1, [file('a.pdf')])).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await retry.execute(client, 2, [file('a.pdf')])).toMatchObject({ ok: false, error: { code: 'not_found' } });
    messages.notes.push(docNote(3, { docsubtype: 'Client Initiated' }));
    expect(
      await retry.execute(
        client,
        3,
        [1, 2, 3, 4, 5, 6].map((i) => file(`${i}.pdf`)),
      ),
    ).toMatchObject({ ok: false, error: { message: 'You can upload a maximum of 5 attachments.' } });
  });
});
