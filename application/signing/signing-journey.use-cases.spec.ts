import { PlatformError } from '../ports/platform-error';
import { DeclineDocumentUseCase } from './decline-document.use-case';
import { GenerateSigningCodeUseCase } from './generate-signing-code.use-case';
import { GetSignatoriesUseCase } from './get-signatories.use-case';
import { GetSigningContentUseCase } from './get-signing-content.use-case';
import { GetSigningTermsUseCase } from './get-signing-terms.use-case';
import { SignDocumentUseCase } from './sign-document.use-case';
import {
  adviserWithAmelia,
  amelia,
  AMELIA,
  ben,
  BEN,
  cred,
  lena,
  LENA,
  otpError,
  signingFakes,
} from './testing/signing-fakes';
import { first } from '../../domain/shared/present';

function setUp(settings?: Record<string, unknown>) {
  const f = signingFakes(settings);
  return {
    ...f,
    signatories: new GetSignatoriesUseCase(f.requests),
    code: new GenerateSigningCodeUseCase(f.port, f.requests),
    sign: new SignDocumentUseCase(f.port, f.requests, f.confirmation),
    decline: new DeclineDocumentUseCase(f.port, f.requests, f.confirmation),
    terms: new GetSigningTermsUseCase(f.port, f.requests),
    content: new GetSigningContentUseCase(f.port, f.requests),
  };
}

describe('signatories', () => {
  it("names signatories 'First Surname' and shows only the user's own phone, by its last 4 digits", async () => {
    const s = setUp();
    const r = await s.signatories.execute(amelia, 7002);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.step).toBe('selectAction');
    expect(r.value.signatories).toEqual([
      {
        id: 2,
        entityId: AMELIA,
        name: 'Amelia Hartley',
        state: 'awaiting',
        signedAt: null,
        canSign: true,
        isMe: true,
        maskedPhone: '•••• 0123',
        phoneValid: true,
      },
      {
        id: 3,
        entityId: BEN,
        name: 'Ben Hartley',
        state: 'signed',
        signedAt: '2026-11-01T09:00:00Z',
        canSign: true,
        isMe: false,
        maskedPhone: null,
        phoneValid: false,
      },
    ]);
    expect(JSON.stringify(r.value)).not.toContain('7700 900123');
  });

  it("starts lena at invalidPhone with the §8 text (her phone has no '+')", async () => {
    const s = setUp();
    s.port.sessionEntity = LENA;
    const r = await s.signatories.execute(lena, 7101);
    expect(r.ok && r.value).toMatchObject({
      step: 'invalidPhone',
      message:
        'We are unable to sign the document as there seems to be a problem with your registered phone number. Please contact your adviser.',
    });
  });

  it("refuses another client's request as not found", async () => {
    const s = setUp();
    s.port.sessionEntity = BEN;
    const r = await s.signatories.execute(ben, 7001);
    expect(!r.ok && r.error.code).toBe('not_found');
  });

  it('lets ben see the part-signed request as signed by him', async () => {
    const s = setUp();
    s.port.sessionEntity = BEN;
    const r = await s.signatories.execute(ben, 7002);
    expect(r.ok && r.value.item).toMatchObject({ status: 'signed', hasSigned: true, canSign: false });
  });
});

describe('generate code', () => {
  it("sends a code to amelia's own signatory record and answers with the masked phone", async () => {
    const s = setUp();
    const r = await s.code.execute(amelia, 7001);
    expect(r.ok && r.value).toEqual({ outcome: 'sent', step: 'enterCode', maskedPhone: '•••• 0123', message: null });
    expect(s.port.calls).toContain('code:7001/1');
  });

  it("sends no code for lena's phone without '+'", async () => {
    const s = setUp();
    s.port.sessionEntity = LENA;
    const r = await s.code.execute(lena, 7101);
    expect(r.ok && r.value).toMatchObject({ outcome: 'invalidPhone', step: 'invalidPhone', maskedPhone: '•••• 5678' });
    expect(s.port.calls.some((c) => c.startsWith('code:'))).toBe(false);
  });

  it('shows the §8 generation text when the platform fails, and invalidPhone when it refuses the phone', async () => {
    const s = setUp();
    s.port.codeError = new PlatformError('unavailable', 503, null);
    const failed = await s.code.execute(amelia, 7001);
    expect(failed.ok && failed.value).toEqual({
      outcome: 'error',
      step: 'sendCode',
      maskedPhone: '•••• 0123',
      message: 'We have been unable to generate your code. Please try again.',
    });
    s.port.codeError = new PlatformError('validation', 400, 'No mobile number');
    const r = await s.code.execute(amelia, 7001);
    expect(r.ok && r.value.outcome).toBe('invalidPhone');
  });

  it('refuses the adviser, a signed item and an item that is not the user’s', async () => {
    const s = setUp();
    const adv = await s.code.execute(adviserWithAmelia, 7001);
    expect(!adv.ok && adv.error.code).toBe('forbidden');
    const signed = await s.code.execute(amelia, 7003);
    expect(!signed.ok && signed.error.code).toBe('wrong_step');
    const none = await s.code.execute(amelia, 9999);
    expect(!none.ok && none.error.code).toBe('not_found');
    expect(s.port.calls.some((c) => c.startsWith('code:'))).toBe(false);
  });

  it('passes the end of the session on as an error', async () => {
    const s = setUp();
    s.port.codeError = new PlatformError('no_session', 401, 'This feature is not available without a valid session');
    const r = await s.code.execute(amelia, 7001);
    expect(!r.ok && r.error.code).toBe('no_session');
  });
});

describe('sign', () => {
  it('signs with the code, the request’s secure data and method 1, sends the confirmation and reloads the signatories', async () => {
    const s = setUp();
    const r = await s.sign.execute(amelia, { signatureId: 7001, code: ' 123456 ', codeRequested: true });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(s.port.signed).toEqual([
      {
        credential: cred,
        signatureId: 7001,
        signatoryId: 1,
        signingMethod: 1,
        secureData: 'secure-7001',
        otp: '123456',
      },
    ]);
    expect(r.value).toMatchObject({
      outcome: 'signed',
      step: 'validateCode',
      notification: 'sent',
      item: { id: 7001, status: 'signed', badge: { text: 'Signed' } },
    });
    expect(r.value.signatories[0]).toMatchObject({ isMe: true, state: 'signed' });
    expect(s.emails).toEqual([
      {
        credential: cred,
        templateId: 41,
        subject: 'Document signed: Document 7001.pdf',
        docnoteId: null,
        entityId: AMELIA,
      },
    ]);
    // The reload comes after the sign.
    expect(s.port.calls.lastIndexOf('signatories:7001')).toBeGreaterThan(s.port.calls.indexOf('sign:7001/1'));
  });

  it('signs the part-signed request (own can_sign); it then shows signed', async () => {
    const s = setUp();
    const r = await s.sign.execute(amelia, { signatureId: 7002, code: '123456', codeRequested: true });
    expect(r.ok && r.value.item).toMatchObject({ statusCode: 1, status: 'signed' });
  });

  it.each([
    [
      'OTP does not match',
      'mismatch',
      'enterCode',
      'The security code that you provided does not match the one that was sent. Please try again.',
      false,
    ],
    ['Too many incorrect OTP attempts', 'tooManyAttempts', 'expiredCode', 'Too many invalid code attempts.', true],
    ['OTP code has expired', 'expired', 'expiredCode', 'The security code that we sent has expired.', true],
    ['Request withdrawn by adviser', 'error', 'expiredCode', 'Request withdrawn by adviser', true],
  ])("answers '%s' with outcome %s, step %s and its text", async (apiMessage, outcome, step, message, offerNewCode) => {
    const s = setUp();
    s.port.signError = otpError(apiMessage);
    const r = await s.sign.execute(amelia, { signatureId: 7001, code: '654321', codeRequested: true });
    expect(r.ok && r.value).toEqual({
      outcome,
      step,
      message,
      offerNewCode,
      notification: null,
      item: null,
      signatories: [],
    });
    expect(s.emails).toEqual([]);
  });

  it('asks for a code first when none was requested, without asking the platform (which would say expired)', async () => {
    const s = setUp();
    const r = await s.sign.execute(amelia, { signatureId: 7001, code: '123456', codeRequested: false });
    expect(r.ok && r.value).toEqual({
      outcome: 'error',
      step: 'expiredCode',
      message: 'Please request a security code first.',
      offerNewCode: true,
      notification: null,
      item: null,
      signatories: [],
    });
    expect(s.port.signed).toEqual([]);
    // Not the user's to sign is still refused as before.
    expect(
      (await s.sign.execute(adviserWithAmelia, { signatureId: 7001, code: '123456', codeRequested: false })).ok,
    ).toBe(false);
  });

  it('still reports the signature when the confirmation fails or is not configured', async () => {
    const s = setUp();
    s.failEmails();
    const r = await s.sign.execute(amelia, { signatureId: 7001, code: '123456', codeRequested: true });
    expect(r.ok && r.value).toMatchObject({ outcome: 'signed', notification: 'failed' });
    const none = setUp({});
    const r2 = await none.sign.execute(amelia, { signatureId: 7001, code: '123456', codeRequested: true });
    expect(r2.ok && r2.value.notification).toBe('notConfigured');
  });

  it('refuses the adviser, and a request already declined', async () => {
    const s = setUp();
    const adv = await s.sign.execute(adviserWithAmelia, { signatureId: 7001, code: '123456', codeRequested: true });
    expect(!adv.ok && adv.error.code).toBe('forbidden');
    const declined = await s.sign.execute(amelia, { signatureId: 7004, code: '123456', codeRequested: true });
    expect(!declined.ok && declined.error.code).toBe('wrong_step');
    expect(s.port.signed).toEqual([]);
  });
});

describe('decline', () => {
  it('declines with method 2 and no code, sends the decline confirmation and shows Declined', async () => {
    const s = setUp();
    const r = await s.decline.execute(amelia, 7001);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(s.port.declined).toEqual([
      { credential: cred, signatureId: 7001, signatoryId: 1, signingMethod: 2, secureData: 'secure-7001', otp: '' },
    ]);
    expect(r.value).toMatchObject({
      outcome: 'declined',
      notification: 'sent',
      item: { status: 'declined', badge: { tone: 'danger', text: 'Declined' } },
    });
    expect(s.emails[0]).toMatchObject({ templateId: 42, subject: 'Document declined: Document 7001.pdf' });
  });

  it('shows the decline failure text when the platform refuses', async () => {
    const s = setUp();
    s.port.declineError = new PlatformError('validation', 400, 'Cannot decline');
    const r = await s.decline.execute(amelia, 7001);
    expect(r.ok && r.value).toEqual({
      outcome: 'error',
      message: 'There has been a problem declining your digital signature. Please check the document and try again.',
      notification: null,
      item: null,
      signatories: [],
    });
  });
});

describe('terms and content', () => {
  it("gives a request's own terms when it has them, else the site's", async () => {
    const s = setUp();
    first(s.port.lists.get(AMELIA)!).termsAndConds = '<p>Own terms</p>';
    expect(await s.terms.execute(amelia, 7001)).toEqual({ ok: true, value: { html: '<p>Own terms</p>' } });
    expect(await s.terms.execute(amelia, 7002)).toEqual({ ok: true, value: { html: '<p>Site terms</p>' } });
    expect(await s.terms.execute(amelia)).toEqual({ ok: true, value: { html: '<p>Site terms</p>' } });
  });

  it('reads the content of a request the user may see, under its own file name, and refuses any other', async () => {
    const s = setUp();
    const r = await s.content.execute(adviserWithAmelia, 7001);
    expect(r.ok && r.value.mimetype).toBe('application/pdf');
    expect(s.port.calls).toContain('content:7001/Document 7001.pdf');
    s.port.sessionEntity = BEN;
    const other = await s.content.execute(ben, 7001);
    expect(!other.ok && other.error.code).toBe('not_found');
  });

  it("asks for the content under the platform's own spelling of the name and serves it under the normalised one", async () => {
    const s = setUp();
    const item = s.port.lists.get(AMELIA)!.find((i) => i.id === 7001)!;
    Object.assign(item, { filename: 'contractfdp.js', platformFilename: 'contract\u202efdp.js' });
    const r = await s.content.execute(amelia, 7001);
    expect(r.ok && r.value.filename).toBe('contractfdp.js');
    expect(s.port.calls).toContain('content:7001/contract\u202efdp.js');
  });

  it('answers not found when signatures are off', async () => {
    const s = setUp({ digitalSignaturesEnabled: false });
    const r = await s.signatories.execute(amelia, 7001);
    expect(!r.ok && r.error.code).toBe('not_found');
  });
});
