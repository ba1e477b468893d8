import type { PlatformCredential } from './platform-credential';
import type { ByteStream } from './messages.port';

/**
 * The platform's digital signature requests (spec 3 §3 "Digital signature item", "Signatory", §4 "Signing",
 * §7 "Digital signatures") as the signing use cases see them: typed records, not wire shapes.
 * Every method rejects with a PlatformError on failure. sign() and decline() reject with code 'validation'
 * (status 400) and the platform's api_message: 'OTP does not match', 'Too many incorrect OTP attempts',
 * 'OTP code has expired', or another text (e.g. a request that is no longer awaiting this signatory).
 * generateCode() rejects with 'validation' when the signatory's phone cannot receive a code.
 */

/** Statuses of spec 3 §3: partSigned 0, signed 1, declined 2, pending 3, awaitingSignature 4. */
export type DigitalSignatureStatus = 0 | 1 | 2 | 3 | 4;

/** One digital_signature item. */
export interface DigitalSignatureRecord {
  id: number;
  /** The document to sign (its content is read through content()), normalised (domain/messages/file-name). */
  filename: string;
  /** The platform's own spelling of the name, when normalising changed it: for the content URL only, never shown. */
  platformFilename?: string;
  /** 'YYYY-MM-DD'; null when the request has no due date. */
  dueDate: string | null;
  status: DigitalSignatureStatus;
  /** secure_data: opaque; passed back unchanged on sign and decline. */
  secureData: string;
  /** terms_and_conds: the request's own terms, or null to use the site's (terms()). */
  termsAndConds: string | null;
  /** ISO date-time of the last notification (the list's sort key, newest first). */
  lastNotifiedAt: string | null;
  /** The docnote the request came with, when any. */
  docnoteId: number | null;
  /** A title for the request (the docnote's subject, or the file name). */
  subject: string;
}

export type SigningMethodState = 'awaiting' | 'signed' | 'declined';

/** One signatory of a request. */
export interface SignatoryRecord {
  id: number;
  entityId: number;
  /** As stored: 'Surname, First'. */
  entityName: string;
  /** The phone the one-time code goes to, as stored (may lack a '+'); null when none. */
  entityPhone: string | null;
  /** ISO date-time; null while not signed. */
  signedAt: string | null;
  canSign: boolean;
  /** signing_method; null on the wire counts as awaiting. */
  signingMethod: SigningMethodState;
}

/** Signing method values in requests (spec 3 §3, §9): 1 or 2. */
export type SigningMethodValue = 1 | 2;

export interface SignRequest {
  credential: PlatformCredential;
  signatureId: number;
  signatoryId: number;
  signingMethod: SigningMethodValue;
  secureData: string;
  /** The six-digit one-time code. */
  otp: string;
}

/** The document to sign as the platform serves it (shown in a sandboxed frame). */
export interface SigningContent {
  filename: string;
  mimetype: string;
  size: number | null;
  content: ByteStream;
}

export abstract class SigningPort {
  /** GET digital_signature, page_size 100, page_sort -last_notified_at; awaitingOnly adds status 4. */
  abstract list(req: { credential: PlatformCredential; awaitingOnly?: boolean }): Promise<DigitalSignatureRecord[]>;
  /** GET digital_signature/{id}/signatories. */
  abstract signatories(req: { credential: PlatformCredential; signatureId: number }): Promise<SignatoryRecord[]>;
  /** POST digital_signature/{id}/signatories/{id}/sign. */
  abstract sign(req: SignRequest): Promise<void>;
  /** Decline: the same payload as sign (POST digital_signature/{id}/signatories/{id}/decline). */
  abstract decline(req: SignRequest): Promise<void>;
  /** POST digital_signature/{id}/signatories/{id}/generate_code: sends a one-time code to the signatory's phone. */
  abstract generateCode(req: {
    credential: PlatformCredential;
    signatureId: number;
    signatoryId: number;
  }): Promise<void>;
  /** GET sysadmin/digital_signature-v2: the site's terms and conditions text (HTML). */
  abstract terms(req: { credential: PlatformCredential }): Promise<string>;
  /** GET digital_signature/content/{id}/{filename}. */
  abstract content(req: {
    credential: PlatformCredential;
    signatureId: number;
    filename: string;
  }): Promise<SigningContent>;
}
