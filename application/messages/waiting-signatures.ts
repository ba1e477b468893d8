import { SigningPort, type DigitalSignatureRecord } from '../ports/signing.port';
import type { MessagesUser } from './messages-user';

/**
 * spec 3 §3: a request is pending while it is neither signed (1) nor pending (3) and has a due date; a declined
 * one (2) waits for nothing.
 */
export function waitsForSignature(item: DigitalSignatureRecord): boolean {
  return item.status !== 1 && item.status !== 3 && item.status !== 2 && item.dueDate !== null;
}

/**
 * spec 3 §4: a request waits for this client when it is awaiting signature, or part-signed while their own
 * signatory record may still sign (a part-signed request they have signed waits only for someone else).
 */
export async function waitingForClient(signing: SigningPort, user: MessagesUser): Promise<DigitalSignatureRecord[]> {
  const items = (await signing.list({ credential: user.credential })).filter(waitsForSignature);
  const mine = await Promise.all(
    items.map(async (item) => {
      if (item.status !== 0) return true;
      const signatories = await signing.signatories({ credential: user.credential, signatureId: item.id });
      return signatories.some((s) => s.entityId === user.clientId && s.canSign && s.signingMethod === 'awaiting');
    }),
  );
  return items.filter((_, i) => mine[i]);
}
