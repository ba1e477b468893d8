import { SITE_SIGNING_TERMS } from '../data/messages/signature-plan';
import { signingContentHtml, siteFirmName } from '../data/messages/signing-document';
import { forbidden, notFound, validation } from '../http/errors';
import { ok, text, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { bodyObject, dateValue, queryIds, queryInt } from '../http/wire';
import type { SignatoryState, SignatureState } from '../state/signature-store';

/**
 * Digital signatures (spec 3 §7 "Digital signatures"): the list (page_size up to 100, newest
 * notification first, optional status), a request's signatories, sign and decline (signing_method,
 * secure_data, otp), one-time codes (always 123456; expiring; the third wrong try locks the code),
 * the site's signing terms (sysadmin/digital_signature-v2) and the document shown in the frame.
 * A client sees the requests they are a signatory of; an adviser those of their clients. Only the
 * signatory themselves may ask for a code, sign or decline.
 */

export const INVALID_PHONE_MESSAGE =
  'Unable to send a code: the phone number must start with + and its country dial code';
export const NOT_AWAITING_MESSAGE = 'This document is not awaiting your signature';

function maySee(ctx: SignedInContext, sig: SignatureState): boolean {
  const { user } = ctx;
  if (user.role === 'User')
    return sig.signatories.some((s) => ctx.state.index.client(s.plan.entityId)?.adviserEntityId === user.entityId);
  return sig.signatories.some((s) => s.plan.entityId === user.entityId);
}

function visible(ctx: SignedInContext): SignatureState {
  const sig = ctx.state.signatures.find(Number(ctx.params.id));
  if (!sig || !maySee(ctx, sig)) throw notFound(`digital signature ${ctx.params.id}`);
  return sig;
}

function signatureView(sig: SignatureState) {
  return {
    id: sig.plan.id,
    filename: sig.plan.filename,
    duedate: dateValue(sig.dueDate),
    status: sig.status,
    secure_data: sig.secureData,
    terms_and_conds: sig.plan.termsAndConds,
    last_notified_at: sig.lastNotifiedAt,
    docnoteid: sig.plan.docnoteId,
    subject: sig.plan.subject,
  };
}

function signatoryView(s: SignatoryState) {
  return {
    id: s.plan.id,
    entityid: s.plan.entityId,
    entity_name: s.plan.entityName,
    entity_phone: s.plan.entityPhone,
    signed_at: s.actedAt,
    can_sign: s.canSign,
    signing_method: s.method,
  };
}

function list(ctx: SignedInContext): Reply {
  const size = queryInt(ctx.query, 'page_size', 100, 1, 100);
  const status = ctx.query.get('status');
  const wanted = status === null || status === '' ? null : Number(status);
  if (wanted !== null && ![0, 1, 2, 3, 4].includes(wanted)) throw validation('status must be 0, 1, 2, 3 or 4');
  // entityids: the requests any of these entities signs (a list; public src/api/digital_signature.lisp).
  const entities = queryIds(ctx.query, 'entityids');
  const rows = ctx.state.signatures
    .all()
    .filter(
      (s) =>
        maySee(ctx, s) &&
        (wanted === null || s.status === wanted) &&
        (!entities.length || s.signatories.some((x) => entities.includes(x.plan.entityId))),
    )
    .sort((a, b) =>
      a.lastNotifiedAt < b.lastNotifiedAt ? 1 : a.lastNotifiedAt > b.lastNotifiedAt ? -1 : b.plan.id - a.plan.id,
    )
    .slice(0, size);
  return ok(rows.map(signatureView));
}

/** The caller's own signatory record of a visible request; advisers and other signatories are refused. */
function ownSignatory(ctx: SignedInContext, sig: SignatureState): SignatoryState {
  const signatory = sig.signatories.find((s) => s.plan.id === Number(ctx.params.signatoryId));
  if (!signatory) throw notFound(`signatory ${ctx.params.signatoryId} of digital signature ${sig.plan.id}`);
  if (ctx.user.role !== 'ClientUser' || signatory.plan.entityId !== ctx.user.entityId)
    throw forbidden('you may only act as your own signatory');
  return signatory;
}

function requireAwaiting(sig: SignatureState, signatory: SignatoryState): void {
  const open = sig.status === 4 || sig.status === 0;
  if (!open || !signatory.canSign || signatory.method === 'signed' || signatory.method === 'declined')
    throw validation(NOT_AWAITING_MESSAGE);
}

function readPayload(ctx: SignedInContext, sig: SignatureState, needsOtp: boolean): { otp: string } {
  const body = bodyObject(ctx.body);
  if (body.signing_method !== 1 && body.signing_method !== 2) throw validation('signing_method must be 1 or 2');
  if (body.secure_data !== sig.secureData) throw validation('Invalid secure data');
  const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
  if (needsOtp && otp === '') throw validation('otp is required');
  return { otp };
}

function generateCode(ctx: SignedInContext): Reply {
  const sig = visible(ctx);
  const signatory = ownSignatory(ctx, sig);
  requireAwaiting(sig, signatory);
  const phone = signatory.plan.entityPhone?.trim() ?? '';
  if (!/^\+[\d\s-]{6,}$/.test(phone)) throw validation(INVALID_PHONE_MESSAGE);
  const code = ctx.state.signatures.issueCode(signatory.plan.id);
  ctx.state.outbox.record(ctx.user.username, { kind: 'signing', channel: 'sms', target: phone, code });
  return ok({ sent: true });
}

function sign(ctx: SignedInContext): Reply {
  const sig = visible(ctx);
  const signatory = ownSignatory(ctx, sig);
  requireAwaiting(sig, signatory);
  const { otp } = readPayload(ctx, sig, true);
  const check = ctx.state.signatures.checkCode(signatory.plan.id, otp);
  if (check !== 'ok') throw validation(check);
  ctx.state.signatures.sign(sig, signatory);
  return ok({ ...signatureView(sig), signatory: signatoryView(signatory) });
}

function decline(ctx: SignedInContext): Reply {
  const sig = visible(ctx);
  const signatory = ownSignatory(ctx, sig);
  requireAwaiting(sig, signatory);
  readPayload(ctx, sig, false);
  ctx.state.signatures.decline(sig, signatory);
  return ok({ ...signatureView(sig), signatory: signatoryView(signatory) });
}

function content(ctx: SignedInContext): Reply {
  const sig = visible(ctx);
  if (ctx.params.filename !== sig.plan.filename)
    throw notFound(`content ${ctx.params.filename} of digital signature ${sig.plan.id}`);
  // The site's own settings file when the sandbox is told it, else the demo firm's.
  const firm = siteFirmName((ctx.state.settings as { siteConfigPath?: string }).siteConfigPath);
  return text(signingContentHtml(sig.plan, firm), 'text/html; charset=utf-8');
}

export const signatureRoutes: Route[] = [
  signedIn('GET', 'digital_signature', list),
  signedIn('GET', 'digital_signature/:id/signatories', (ctx) => ok(visible(ctx).signatories.map(signatoryView))),
  signedIn('POST', 'digital_signature/:id/signatories/:signatoryId/generate_code', generateCode),
  signedIn('POST', 'digital_signature/:id/signatories/:signatoryId/sign', sign),
  signedIn('POST', 'digital_signature/:id/signatories/:signatoryId/decline', decline),
  signedIn('GET', 'digital_signature/content/:id/:filename', content),
  signedIn('GET', 'sysadmin/digital_signature-v2', () =>
    ok({ enabled: true, terms_and_conditions: SITE_SIGNING_TERMS }),
  ),
];
