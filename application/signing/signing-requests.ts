import { signingSettings, type SigningSettings } from '../../domain/signing/signing-settings';
import { pendingSignatures, SIGNING_STATUS_CODES } from '../../domain/signing/signing-status';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { SigningPort, type DigitalSignatureRecord, type SignatoryRecord } from '../ports/signing.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import { SIGNING_DISABLED, SIGNING_REQUEST_NOT_FOUND } from './signing-refusals';
import { itemView } from './signing-views';
import type { PortalActor } from '../session/portal-actor';

/**
 * What every signing read starts from (spec 3 §3, §6, §7 "Digital signatures"): the site's switch,
 * the requests this user may see, and one request with its signatories. A client sees the requests
 * the platform lists for them; an adviser only those on which the client in context is a signatory.
 * A request outside these is not found (never another client's).
 */

export interface ListedRequest {
  record: DigitalSignatureRecord;
  /** Read when the status alone does not settle the user's own state (part-signed, declined), and always for advisers. */
  signatories: SignatoryRecord[] | null;
}

export interface LoadedRequest {
  record: DigitalSignatureRecord;
  signatories: SignatoryRecord[];
}

/** Signatory reads at once when a list needs them. */
const FAN_OUT = 4;

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  // One iterator shared by the workers: each takes the next item in turn.
  const queue = items.entries();
  const worker = async () => {
    for (const [i, item] of queue) out[i] = await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

@Injectable()
export class SigningRequests {
  constructor(
    private readonly signing: SigningPort,
    private readonly site: SiteConfigPort,
  ) {}

  async settings(): Promise<SigningSettings> {
    return signingSettings((await this.site.load()).settings);
  }

  /** The requests this user may see, the platform's order kept (most recently notified first). */
  async list(user: PortalActor, awaitingOnly = false): Promise<ListedRequest[]> {
    const { credential } = user;
    const records = await this.signing.list({ credential, awaitingOnly });
    const needSignatories = (r: DigitalSignatureRecord) =>
      user.role === 'adviser' ||
      r.status === SIGNING_STATUS_CODES.partSigned ||
      r.status === SIGNING_STATUS_CODES.declined;
    const listed = await mapLimit(records, FAN_OUT, async (record) => ({
      record,
      signatories: needSignatories(record)
        ? await this.signing.signatories({ credential, signatureId: record.id })
        : null,
    }));
    return user.role === 'adviser'
      ? listed.filter((l) => l.signatories!.some((s) => s.entityId === user.clientId))
      : listed;
  }

  /**
   * The requests waiting for this user, the one rule behind the To be signed count, the home attention
   * panel and the 'Action required' panel: the spec 3 §3 pending rule (status neither 3 nor 1, with a
   * due date), less what shows as signed or declined to this user (spec 3 §4), soonest due first, overdue marked.
   */
  async awaiting(user: PortalActor): Promise<(DigitalSignatureRecord & { dueDate: string; overdue: boolean })[]> {
    const listed = await this.list(user);
    const waiting = listed.filter((l) => {
      const status = itemView(l.record, user, l.signatories).status;
      return status !== 'signed' && status !== 'declined';
    });
    return pendingSignatures(
      waiting.map((l) => l.record),
      user.today,
    );
  }

  /** One request with its signatories; not found when signing is off or the request is not this user's to see. */
  async load(user: PortalActor, signatureId: number): Promise<Result<LoadedRequest, PortalError>> {
    const { credential } = user;
    if (!(await this.settings()).enabled) return err(portalError('not_found', SIGNING_DISABLED));
    const record = (await this.signing.list({ credential })).find((r) => r.id === signatureId);
    if (!record) return err(portalError('not_found', SIGNING_REQUEST_NOT_FOUND));
    const signatories = await this.signing.signatories({ credential, signatureId });
    if (user.role === 'adviser' && !signatories.some((s) => s.entityId === user.clientId))
      return err(portalError('not_found', SIGNING_REQUEST_NOT_FOUND));
    return ok({ record, signatories });
  }
}
