import { DEMO_CODE } from '../data/demo-constants';
import { hashSeed } from '../data/prng';
import { SIGNATURE_PLANS, type SignaturePlan, type SignatoryPlan } from '../data/messages/signature-plan';

export type SignatoryMethod = 'awaiting' | 'signed' | 'declined' | null;

export interface SignatoryState {
  plan: SignatoryPlan;
  method: SignatoryMethod;
  /** ISO date-time of signing or declining. */
  actedAt: string | null;
  canSign: boolean;
}

export interface SignatureState {
  plan: SignaturePlan;
  status: 0 | 1 | 2 | 3 | 4;
  dueDate: string | null;
  lastNotifiedAt: string;
  secureData: string;
  signatories: SignatoryState[];
}

interface IssuedCode {
  code: string;
  issuedAt: number;
  wrongAttempts: number;
}

/** The platform's OTP answers on sign (spec 3 §4, §8). */
export const OTP_MISMATCH = 'OTP does not match';
export const OTP_TOO_MANY = 'Too many incorrect OTP attempts';
export const OTP_EXPIRED = 'OTP code has expired';

/** Wrong codes allowed before a code is locked: the third wrong one answers 'Too many incorrect OTP attempts'. */
export const MAX_WRONG_OTP_ATTEMPTS = 3;
export const DEFAULT_SIGNING_CODE_TTL_SECONDS = 300;

export type OtpCheck = 'ok' | typeof OTP_MISMATCH | typeof OTP_TOO_MANY | typeof OTP_EXPIRED;

const DAY_MS = 86_400_000;

/**
 * Digital signature requests and their signatories, built from the plan on first use (dates from the
 * sandbox's day), and the one-time codes sent for signing: the code is always 123456, it expires after
 * codeTtlSeconds, and the third wrong try locks it until a new one is asked for.
 */
export class SignatureStore {
  private built: SignatureState[] | undefined;
  private readonly codes = new Map<number, IssuedCode>();

  constructor(
    private readonly seed: number,
    readonly asOf: string,
    private readonly now: () => number,
    private readonly codeTtlSeconds: () => number,
  ) {}

  all(): SignatureState[] {
    return (this.built ??= SIGNATURE_PLANS.map((plan) => this.build(plan)));
  }

  find(id: number): SignatureState | undefined {
    return this.all().find((s) => s.plan.id === id);
  }

  byDocnote(docnoteId: number): SignatureState | undefined {
    return this.all().find((s) => s.plan.docnoteId === docnoteId);
  }

  issueCode(signatoryId: number): string {
    this.codes.set(signatoryId, { code: DEMO_CODE, issuedAt: this.now(), wrongAttempts: 0 });
    return DEMO_CODE;
  }

  /** Checks a code; a right code is used up. */
  checkCode(signatoryId: number, otp: string): OtpCheck {
    const issued = this.codes.get(signatoryId);
    if (!issued || this.now() - issued.issuedAt > this.codeTtlSeconds() * 1000) return OTP_EXPIRED;
    if (issued.wrongAttempts >= MAX_WRONG_OTP_ATTEMPTS) return OTP_TOO_MANY;
    if (otp !== issued.code) {
      issued.wrongAttempts++;
      return issued.wrongAttempts >= MAX_WRONG_OTP_ATTEMPTS ? OTP_TOO_MANY : OTP_MISMATCH;
    }
    this.codes.delete(signatoryId);
    return 'ok';
  }

  /** Records a signature; the request becomes signed when every signatory has signed, else part-signed. */
  sign(sig: SignatureState, signatory: SignatoryState): void {
    signatory.method = 'signed';
    signatory.actedAt = new Date(this.now()).toISOString();
    signatory.canSign = false;
    sig.status = sig.signatories.every((s) => s.method === 'signed') ? 1 : 0;
  }

  decline(sig: SignatureState, signatory: SignatoryState): void {
    signatory.method = 'declined';
    signatory.actedAt = new Date(this.now()).toISOString();
    signatory.canSign = false;
    sig.status = 2;
    this.codes.delete(signatory.plan.id);
  }

  private build(plan: SignaturePlan): SignatureState {
    const day = Date.parse(`${this.asOf}T00:00:00Z`);
    const iso = (daysAgo: number, minutes: number) => new Date(day - daysAgo * DAY_MS + minutes * 60_000).toISOString();
    return {
      plan,
      status: plan.status,
      dueDate: plan.dueInDays === null ? null : new Date(day + plan.dueInDays * DAY_MS).toISOString().slice(0, 10),
      lastNotifiedAt: iso(plan.notifiedDaysAgo, 10 * 60),
      secureData: `sd-${plan.id}-${hashSeed(this.seed, 'signature', plan.id).toString(16)}`,
      signatories: plan.signatories.map((s) => ({
        plan: s,
        method: s.method,
        actedAt: s.actedDaysAgo === undefined ? null : iso(s.actedDaysAgo, 14 * 60),
        canSign: s.canSign,
      })),
    };
  }
}
