import type { MessagesPort, SendEmailRequest } from '../../ports/messages.port';
import { PlatformError } from '../../ports/platform-error';
import {
  SigningPort,
  type DigitalSignatureRecord,
  type SignatoryRecord,
  type SignRequest,
  type SigningContent,
} from '../../ports/signing.port';
import { InMemorySiteConfig, siteConfigFile } from '../../support/testing/fake-site-config';
import { SigningConfirmation } from '../signing-confirmation';
import { SigningRequests } from '../signing-requests';
import type { PortalActor } from '../../session/portal-actor';
import { testActor } from '../../session/testing/test-actor';
import { itemAt } from '../../../domain/shared/present';

/** An in-memory signing platform for the signing use cases' tests: amelia's four requests and lena's, with a call log. */

export const cred = { token: 't' };
export const AMELIA = 101;
export const BEN = 102;
export const LENA = 301;
export const TODAY = '2026-11-25';

export const amelia: PortalActor = testActor({ clientId: AMELIA, today: TODAY, credential: cred });
export const ben: PortalActor = testActor({ clientId: BEN, today: TODAY, credential: cred });
export const lena: PortalActor = testActor({ clientId: LENA, today: TODAY, credential: cred });
export const adviserWithAmelia: PortalActor = testActor({
  role: 'adviser',
  clientId: AMELIA,
  today: TODAY,
  credential: cred,
});

export const request = (
  id: number,
  status: DigitalSignatureRecord['status'],
  over: Partial<DigitalSignatureRecord> = {},
): DigitalSignatureRecord => ({
  id,
  filename: `Document ${id}.pdf`,
  dueDate: '2026-12-10',
  status,
  secureData: `secure-${id}`,
  termsAndConds: null,
  lastNotifiedAt: null,
  docnoteId: null,
  subject: `Request ${id}`,
  ...over,
});
export const signatory = (
  id: number,
  entityId: number,
  entityName: string,
  over: Partial<SignatoryRecord> = {},
): SignatoryRecord => ({
  id,
  entityId,
  entityName,
  entityPhone: '+44 7700 900123',
  signedAt: null,
  canSign: true,
  signingMethod: 'awaiting',
  ...over,
});

export class FakeSigningPort extends SigningPort {
  calls: string[] = [];
  /** Requests listed per entity (the platform scopes the list to the session's user). */
  lists = new Map<number, DigitalSignatureRecord[]>();
  people = new Map<number, SignatoryRecord[]>();
  /** The entity of the session the fake serves. */
  sessionEntity = AMELIA;
  signError: PlatformError | null = null;
  declineError: PlatformError | null = null;
  codeError: PlatformError | null = null;
  signed: SignRequest[] = [];
  declined: SignRequest[] = [];
  siteTerms = '<p>Site terms</p>';

  async list(req: { awaitingOnly?: boolean }): Promise<DigitalSignatureRecord[]> {
    this.calls.push(`list${req.awaitingOnly ? ':4' : ''}`);
    const all = this.lists.get(this.sessionEntity) ?? [];
    return req.awaitingOnly ? all.filter((r) => r.status === 4) : all;
  }
  async signatories(req: { signatureId: number }): Promise<SignatoryRecord[]> {
    this.calls.push(`signatories:${req.signatureId}`);
    return this.people.get(req.signatureId) ?? [];
  }
  async sign(req: SignRequest): Promise<void> {
    this.calls.push(`sign:${req.signatureId}/${req.signatoryId}`);
    if (this.signError) throw this.signError;
    this.signed.push(req);
    this.settle(req, 'signed');
  }
  async decline(req: SignRequest): Promise<void> {
    this.calls.push(`decline:${req.signatureId}/${req.signatoryId}`);
    if (this.declineError) throw this.declineError;
    this.declined.push(req);
    this.settle(req, 'declined');
  }
  async generateCode(req: { signatureId: number; signatoryId: number }): Promise<void> {
    this.calls.push(`code:${req.signatureId}/${req.signatoryId}`);
    if (this.codeError) throw this.codeError;
  }
  async terms(): Promise<string> {
    this.calls.push('terms');
    return this.siteTerms;
  }
  async content(req: { signatureId: number; filename: string }): Promise<SigningContent> {
    this.calls.push(`content:${req.signatureId}/${req.filename}`);
    return {
      filename: req.filename,
      mimetype: 'application/pdf',
      size: 4,
      content: (async function* () {
        yield new Uint8Array([0x25, 0x50, 0x44, 0x46]);
      })(),
    };
  }

  private settle(req: SignRequest, state: 'signed' | 'declined'): void {
    const people = this.people.get(req.signatureId) ?? [];
    for (const p of people)
      if (p.id === req.signatoryId)
        Object.assign(p, { signingMethod: state, signedAt: state === 'signed' ? '2026-11-25T10:00:00Z' : null });
    for (const list of this.lists.values()) {
      const r = list.find((x) => x.id === req.signatureId);
      if (!r) continue;
      if (state === 'declined') r.status = 2;
      else r.status = people.every((p) => p.signingMethod === 'signed') ? 1 : 0;
    }
  }
}

/**
 * amelia's requests (PERSONAS.md): 7001 awaiting her; 7002 part-signed by ben (her record can_sign);
 * 7003 signed; 7004 declined; 7005 pending without a due date (never listed as pending). lena: 7101, phone without '+'.
 */
export function signingFakes(
  settings: Record<string, unknown> = { digitalSignatureSignTemplateId: 41, digitalSignatureDeclineTemplateId: 42 },
) {
  const port = new FakeSigningPort();
  const ameliaList = [
    request(7001, 4, { dueDate: '2026-12-01' }),
    request(7002, 0, { dueDate: '2026-11-20' }),
    request(7003, 1, { dueDate: '2026-10-01' }),
    request(7004, 2, { dueDate: '2026-11-30' }),
    request(7005, 3, { dueDate: null }),
  ];
  port.lists.set(AMELIA, ameliaList);
  port.lists.set(BEN, [itemAt(ameliaList, 1)]);
  port.lists.set(LENA, [request(7101, 4, { dueDate: '2026-12-05' })]);
  port.people.set(7001, [signatory(1, AMELIA, 'Hartley, Amelia')]);
  port.people.set(7002, [
    signatory(2, AMELIA, 'Hartley, Amelia'),
    signatory(3, BEN, 'Hartley, Ben', { signingMethod: 'signed', signedAt: '2026-11-01T09:00:00Z' }),
  ]);
  port.people.set(7003, [
    signatory(4, AMELIA, 'Hartley, Amelia', { signingMethod: 'signed', signedAt: '2026-09-20T09:00:00Z' }),
  ]);
  port.people.set(7004, [signatory(5, AMELIA, 'Hartley, Amelia', { signingMethod: 'declined' })]);
  port.people.set(7005, [signatory(6, AMELIA, 'Hartley, Amelia')]);
  port.people.set(7101, [signatory(7, LENA, 'Nguyen, Lena', { entityPhone: '0412 555 678' })]);
  const emails: SendEmailRequest[] = [];
  let emailFails = false;
  const messages = {
    async sendEmail(req: SendEmailRequest) {
      if (emailFails) throw new PlatformError('unavailable', 500, 'mail down');
      emails.push(req);
    },
  } as unknown as MessagesPort;
  const requests = new SigningRequests(port, new InMemorySiteConfig(siteConfigFile({ settings })));
  const confirmation = new SigningConfirmation(messages, requests);
  return { port, requests, confirmation, emails, failEmails: () => (emailFails = true) };
}

export const otpError = (apiMessage: string) => new PlatformError('validation', 400, apiMessage);
