import type { SessionData } from 'express-session';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';

/** Session fields that never reach a store in plain text: the sign-in in progress holds the password. */
export const SEALED_FIELDS = ['signIn'] as const;
const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Serialises sessions for a store, sealing the sensitive fields with AES-256-GCM under a key derived
 * (HKDF-SHA256) from SESSION_SECRET. A sealed field that no longer opens (the secret changed, the
 * value was tampered with) is dropped: the sign-in it held starts again.
 *
 * The IV is synthetic (SIV): an HMAC of the plain text under a second derived key. The same plain
 * text always seals to the same text, so a session that did not change reads as unchanged and is
 * not written again; different plain texts get different IVs, so no IV is ever reused across
 * different messages. All an observer learns is whether two sealed values are equal.
 */
export class SessionSealer {
  private readonly key: Buffer;
  private readonly ivKey: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'client-portal-session', 'sealed session fields v1', 32));
    this.ivKey = Buffer.from(hkdfSync('sha256', secret, 'client-portal-session', 'sealed session fields v1 iv', 32));
  }

  stringify(sess: object): string {
    const out: Record<string, unknown> = { ...sess };
    for (const field of SEALED_FIELDS) {
      if (out[field] !== undefined) out[field] = this.seal(JSON.stringify(out[field]));
    }
    return JSON.stringify(out);
  }

  parse(text: string): SessionData {
    const sess = JSON.parse(text) as Record<string, unknown>;
    for (const field of SEALED_FIELDS) {
      const value = sess[field];
      if (value === undefined) continue;
      const opened = typeof value === 'string' ? this.open(value) : undefined;
      if (opened === undefined) delete sess[field];
      else sess[field] = JSON.parse(opened);
    }
    return sess as unknown as SessionData;
  }

  seal(plain: string): string {
    const iv = createHmac('sha256', this.ivKey).update(plain, 'utf8').digest().subarray(0, IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text, or undefined when the value is not one this key sealed. */
  open(sealed: string): string | undefined {
    if (!sealed.startsWith(PREFIX)) return undefined;
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
