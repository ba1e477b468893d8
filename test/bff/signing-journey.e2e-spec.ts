import { signedIn, startPortal, type Browser } from '../support/portal-harness';
import {
  askCode,
  decline,
  list,
  pending,
  REQ,
  req,
  sign,
  signatories,
  todayIso,
  type Portal,
} from '../support/signing-api';
import { first } from '../../domain/shared/present';

const MISMATCH = 'The security code that you provided does not match the one that was sent. Please try again.';
const TOO_MANY = 'Too many invalid code attempts.';

/** amelia's digital signing journey (spec 3 §2 "Digital signing", §3, §4, §8) on the embedded sandbox. */
describe('digital signing: amelia', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  const emails = () => portal.sandbox!.state.messages.emails;
  const sms = () => JSON.stringify(portal.sandbox!.state.outbox.toJSON());

  it('lists her requests most recently notified first, with the §4 badges, who may sign and overdue marks', async () => {
    const all = await list(amelia);
    expect(all.enabled).toBe(true);
    const byId = new Map(all.items.map((i) => [i.id, i]));
    expect([...byId.keys()].sort()).toEqual([REQ.awaiting, REQ.partSigned, REQ.signed, REQ.declined, REQ.pending]);
    expect(byId.get(REQ.awaiting)).toMatchObject({
      statusCode: 4,
      status: 'awaitingSignature',
      badge: { tone: 'info', text: 'Awaiting signature' },
      canSign: true,
      pending: true,
      overdue: false,
    });
    // Part-signed by ben; her own record may sign; due 3 days ago (the sandbox's plan).
    expect(byId.get(REQ.partSigned)).toMatchObject({
      statusCode: 0,
      status: 'partSigned',
      canSign: true,
      pending: true,
      overdue: true,
    });
    expect(byId.get(REQ.signed)).toMatchObject({
      status: 'signed',
      badge: { tone: 'success', text: 'Signed' },
      canSign: false,
      pending: false,
      overdue: false,
    });
    expect(byId.get(REQ.declined)).toMatchObject({
      status: 'declined',
      badge: { tone: 'danger', text: 'Declined' },
      canSign: false,
      overdue: false,
    });
    expect(byId.get(REQ.pending)).toMatchObject({
      status: 'pending',
      badge: { tone: 'warning', text: 'Pending' },
      canSign: false,
      pending: false,
    });
    // Newest notification first: the pending draft (1 day ago), then 7001 (2), 7002 (8), 7004 (75), 7003 (215).
    expect(all.items.map((i) => i.id)).toEqual([REQ.pending, REQ.awaiting, REQ.partSigned, REQ.declined, REQ.signed]);
    for (const i of all.items) expect(i.contentUrl).toBe(`/api/signing/requests/${i.id}/content`);
    expect(JSON.stringify(all)).not.toMatch(/secure|resourceful|digital_signature\//);
  });

  it('asks for status 4 only with awaitingOnly', async () => {
    expect((await list(amelia, { awaitingOnly: true })).items.map((i) => i.id)).toEqual([REQ.awaiting]);
    expect((await list(amelia, { awaitingOnly: false })).items).toHaveLength(5);
    await amelia.get('/api/signing/requests').query({ awaitingOnly: 'maybe' }).expect(400);
  });

  it('counts the documents waiting for her, soonest due first, the overdue one marked', async () => {
    const p = await pending(amelia);
    expect(p.enabled).toBe(true);
    expect(p.items.map((i) => [i.id, i.overdue])).toEqual([
      [REQ.partSigned, true],
      [REQ.awaiting, false],
    ]);
    expect(p.count).toBe(2);
    expect(p.items.every((i) => i.dueDate < todayIso() === i.overdue)).toBe(true);
    expect(first(p.items).link).toBe('/clients/documents-and-messages/?toBeSigned=true');
  });

  it("names the signatories 'First Surname' and shows only her own phone, by its last 4 digits", async () => {
    const s = await signatories(amelia, REQ.partSigned);
    expect(s.step).toBe('selectAction');
    expect(s.signatories.map((x) => [x.name, x.state, x.isMe, x.maskedPhone])).toEqual([
      ['Ben Hartley', 'signed', false, null],
      ['Amelia Hartley', 'awaiting', true, '•••• 0123'],
    ]);
    expect(JSON.stringify(s)).not.toMatch(/7700|900123|900456/);
  });

  it("gives the site's terms, or the request's own, sanitised", async () => {
    const site = (await amelia.get('/api/signing/terms').expect(200)).body.html as string;
    expect(site).toContain('legal equivalent of your handwritten signature');
    const own = (await amelia.get('/api/signing/terms').query({ requestId: REQ.partSigned }).expect(200)).body
      .html as string;
    expect(own).toContain('joint account mandate');
    await amelia.get('/api/signing/terms').query({ requestId: 'x' }).expect(400);
  });

  it('serves the document through the portal for a sandboxed frame', async () => {
    const res = await amelia.get(req(REQ.awaiting, '/content')).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.text).toContain('Investment Management Agreement');
  });

  it('asks for a code first when she signs before any was sent (not the expired-code text), and the code then signs', async () => {
    const fresh = await signedIn(portal.server, 'amelia');
    const early = await sign(fresh, REQ.awaiting, '123456');
    expect(early).toEqual({
      outcome: 'error',
      step: 'expiredCode',
      message: 'Please request a security code first.',
      offerNewCode: true,
      notification: null,
      item: null,
      signatories: [],
    });
    expect((await list(fresh)).items.find((i) => i.id === REQ.awaiting)!.hasSigned).toBe(false);
  });

  it('answers a wrong code with the mismatch text, then signs with 123456: Signed, confirmation sent, signatories reloaded', async () => {
    const code = await askCode(amelia, REQ.awaiting);
    expect(code).toEqual({ outcome: 'sent', step: 'enterCode', maskedPhone: '•••• 0123', message: null });
    expect(sms()).toContain('+44 7700 900123');
    const wrong = await sign(amelia, REQ.awaiting, '654321');
    expect(wrong).toMatchObject({
      outcome: 'mismatch',
      step: 'enterCode',
      message: MISMATCH,
      offerNewCode: false,
      item: null,
    });
    const before = emails().length;
    const done = await sign(amelia, REQ.awaiting, '123456');
    expect(done).toMatchObject({ outcome: 'signed', step: 'validateCode', message: null, notification: 'sent' });
    expect(done.item).toMatchObject({
      id: REQ.awaiting,
      statusCode: 1,
      status: 'signed',
      badge: { text: 'Signed' },
      canSign: false,
      hasSigned: true,
    });
    expect(done.signatories).toEqual([
      expect.objectContaining({ isMe: true, state: 'signed', name: 'Amelia Hartley' }),
    ]);
    expect(first(done.signatories).signedAt).not.toBeNull();
    expect(emails().slice(before)).toEqual([
      expect.objectContaining({ templateId: 302, subject: 'Document signed: investment-management-agreement.html' }),
    ]);
    // The list agrees with the signatories at once.
    expect((await list(amelia)).items.find((i) => i.id === REQ.awaiting)).toMatchObject({
      badge: { text: 'Signed' },
      hasSigned: true,
      canSign: false,
    });
    expect((await pending(amelia)).items.map((i) => i.id)).toEqual([REQ.partSigned]);
    // Signed is final: no second signature, no new code.
    expect((await amelia.post(req(REQ.awaiting, '/sign'), { termsAccepted: true, code: '123456' })).status).toBe(409);
    expect((await amelia.post(req(REQ.awaiting, '/code'), { termsAccepted: true })).status).toBe(409);
  });

  it('locks the code after too many wrong tries; a new code restarts and signs the part-signed mandate', async () => {
    await askCode(amelia, REQ.partSigned);
    const tries = [
      await sign(amelia, REQ.partSigned, '111111'),
      await sign(amelia, REQ.partSigned, '222222'),
      await sign(amelia, REQ.partSigned, '333333'),
    ];
    expect(tries.map((t) => t.outcome)).toEqual(['mismatch', 'mismatch', 'tooManyAttempts']);
    expect(tries[2]).toMatchObject({ step: 'expiredCode', message: TOO_MANY, offerNewCode: true });
    // Locked: even the right code is refused until a new one is asked for.
    expect(await sign(amelia, REQ.partSigned, '123456')).toMatchObject({
      outcome: 'tooManyAttempts',
      step: 'expiredCode',
    });
    expect((await askCode(amelia, REQ.partSigned)).outcome).toBe('sent');
    const done = await sign(amelia, REQ.partSigned, '123456');
    // Both have now signed: the request is signed for everyone.
    expect(done.item).toMatchObject({ statusCode: 1, status: 'signed' });
    expect(done.signatories.map((s) => s.state)).toEqual(['signed', 'signed']);
  });

  it('refuses a sign without the terms ticked or with an empty code, and a code request without the terms', async () => {
    expect((await amelia.post(req(REQ.pending, '/sign'), { termsAccepted: false, code: '123456' })).status).toBe(400);
    expect((await amelia.post(req(REQ.pending, '/sign'), { termsAccepted: true, code: '   ' })).status).toBe(400);
    expect((await amelia.post(req(REQ.pending, '/sign'), { termsAccepted: true })).status).toBe(400);
    expect((await amelia.post(req(REQ.pending, '/code'), {})).status).toBe(400);
  });
});

describe('digital signing: declining, and ben on the part-signed mandate', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it("shows ben the mandate as signed by him (amelia's signature still awaited), with nothing for him to do", async () => {
    const ben = await signedIn(portal.server, 'ben');
    const items = (await list(ben)).items;
    expect(items.map((i) => [i.id, i.statusCode, i.status, i.hasSigned, i.canSign])).toEqual([
      [REQ.partSigned, 0, 'signed', true, false],
    ]);
    const s = await signatories(ben, REQ.partSigned);
    expect(s.signatories.map((x) => [x.name, x.state, x.isMe])).toEqual([
      ['Ben Hartley', 'signed', true],
      ['Amelia Hartley', 'awaiting', false],
    ]);
    expect((await pending(ben)).count).toBe(0);
    expect((await ben.post(req(REQ.partSigned, '/sign'), { termsAccepted: true, code: '123456' })).status).toBe(409);
    expect((await ben.post(req(REQ.partSigned, '/decline'), {})).status).toBe(409);
    expect((await ben.post(req(REQ.partSigned, '/code'), { termsAccepted: true })).status).toBe(409);
  });

  it('lets amelia decline: Declined, the decline confirmation sent, and nothing more to sign', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const before = portal.sandbox!.state.messages.emails.length;
    const d = await decline(amelia, REQ.awaiting);
    expect(d).toMatchObject({ outcome: 'declined', message: null, notification: 'sent' });
    expect(d.item).toMatchObject({
      id: REQ.awaiting,
      statusCode: 2,
      status: 'declined',
      badge: { tone: 'danger', text: 'Declined' },
      hasDeclined: true,
      canSign: false,
    });
    expect(d.signatories).toEqual([expect.objectContaining({ isMe: true, state: 'declined' })]);
    expect(portal.sandbox!.state.messages.emails.slice(before)).toEqual([
      expect.objectContaining({ templateId: 303, subject: 'Document declined: investment-management-agreement.html' }),
    ]);
    expect((await pending(amelia)).items.map((i) => i.id)).toEqual([REQ.partSigned]);
    expect((await list(amelia)).items.find((i) => i.id === REQ.awaiting)).toMatchObject({
      hasDeclined: true,
      hasSigned: false,
      canSign: false,
    });
    expect((await amelia.post(req(REQ.awaiting, '/decline'), {})).status).toBe(409);
  });

  it('still reports the signature when the confirmation e-mail fails', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    portal.sandbox!.state.messages.failNextEmail = true;
    await askCode(amelia, REQ.partSigned);
    const done = await sign(amelia, REQ.partSigned, '123456');
    expect(done).toMatchObject({ outcome: 'signed', notification: 'failed', item: { status: 'signed' } });
  });
});

describe('digital signing: lena, whose phone has no dial code', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('starts at invalidPhone with the §8 text and never sends a code', async () => {
    const lena = await signedIn(portal.server, 'lena');
    const items = (await list(lena)).items;
    expect(items.map((i) => [i.id, i.status, i.canSign])).toEqual([[REQ.lena, 'awaitingSignature', true]]);
    const text =
      'We are unable to sign the document as there seems to be a problem with your registered phone number. Please contact your adviser.';
    const s = await signatories(lena, REQ.lena);
    expect(s).toMatchObject({ step: 'invalidPhone', message: text });
    expect(s.signatories[0]).toMatchObject({
      name: 'Lena Walsh',
      isMe: true,
      phoneValid: false,
      maskedPhone: '•••• 7788',
    });
    const code = await askCode(lena, REQ.lena);
    expect(code).toEqual({ outcome: 'invalidPhone', step: 'invalidPhone', maskedPhone: '•••• 7788', message: text });
    expect(JSON.stringify(portal.sandbox!.state.outbox.toJSON())).not.toContain('07700 907788');
  });
});
