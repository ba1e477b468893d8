import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { PortalConfigToken } from '../config/portal-config.token';
import type { PortalConfig } from '../config/portal-config';
import type { Request, Response } from 'express';
import { IdempotentRun } from '../../application/messages/idempotent-run';
import type { OutgoingAttachment, SendReport } from '../../application/messages/outgoing-attachment';
import type { PortalActor } from '../../application/session/portal-actor';
import type { PortalError } from '../../application/errors/portal-error';
import { ok, type Result } from '../../domain/shared/result';
import type { ErrorCode } from '../common/error-codes';
import { errorBody } from '../common/error-response';
import { PortalFailure } from '../common/portal-failure';
import { requestIdOf } from '../common/request-id.middleware';
import { PortalMetrics } from '../observability/portal-metrics';
import { MAX_REQUEST_BYTES, readMultipart, UploadRefused, type MultipartForm } from './multipart-form';
import { sendResultDto } from './message-views';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different message. Send this one with a new key.';
export const BAD_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores.';
const STATUS_CODES: Record<UploadRefused['status'], ErrorCode> = {
  400: 'validation',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

const FINGERPRINT = 'requestFingerprint';
type Fingerprinted = SendReport & { [FINGERPRINT]?: string };

/** What makes two requests the same one: the endpoint, every field and each file's name, size and content. */
function requestFingerprint(endpoint: string, form: MultipartForm): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(['endpoint', endpoint]));
  for (const [name, values] of [...form.fields.entries()].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(JSON.stringify([name, values]));
  for (const f of form.files) hash.update(JSON.stringify([f.filename, f.size, f.sha256]));
  return hash.digest('hex');
}

function withoutFingerprint(r: Fingerprinted): SendReport {
  const { [FINGERPRINT]: _, ...report } = r;
  return report;
}

/** The form's files as attachments whose bytes are read from their temporary files when uploaded. */
export function outgoing(form: MultipartForm): OutgoingAttachment[] {
  return form.files.map((f) => ({
    filename: f.filename,
    mimetype: f.mimetype,
    size: f.size,
    open: () => createReadStream(f.path),
  }));
}

/**
 * One multipart send (compose, reply or retry): the form is streamed in, the work done once per
 * Idempotency-Key (a repeat of the same request answers the first outcome, marked by the Idempotent-Replayed
 * header; the key with a different request is refused with 422), the temporary files removed. A refused upload answers 400, 413 or 415 with the spec's texts per file.
 */
@Injectable()
export class SendRequest {
  constructor(
    private readonly idempotent: IdempotentRun,
    @Inject(PortalConfigToken) private readonly config: PortalConfig,
    private readonly metrics: PortalMetrics,
  ) {}

  /**
   * `allowed` runs first, before a byte of the upload is read: a message that is not the user's (or not one they
   * may send to) is refused as such, whatever files come with it, and none of them is received.
   */
  async handle(
    req: Request,
    res: Response,
    user: PortalActor,
    work: (form: MultipartForm) => Promise<Result<SendReport, PortalError>>,
    allowed: () => Promise<Result<unknown, PortalError>> = () => Promise.resolve(ok(undefined)),
  ): Promise<void> {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key !== undefined && !KEY_PATTERN.test(key)) {
      discardRest(req);
      res.status(400).json(errorBody(400, 'validation', BAD_IDEMPOTENCY_KEY, requestIdOf(res) ?? null));
      return;
    }
    const permitted = await allowed();
    if (!permitted.ok) {
      discardRest(req);
      throw new PortalFailure(permitted.error);
    }
    let answer: Result<{ value: SendReport; replayed: boolean }, PortalError>;
    let form: MultipartForm | undefined;
    // The upload's bytes count as in flight from their arrival until the request is done with them.
    // What arrives after (the rest of a refused request, read and thrown away) is not held.
    let held = 0;
    let holding = true;
    const arrived = (bytes: number) => {
      if (!holding) return;
      held += bytes;
      this.metrics.uploadBytesChanged(bytes);
    };
    try {
      form = await readMultipart(req, this.config.uploadDir ?? tmpdir(), arrived);
      const received = form;
      if (key === undefined) {
        const r = await work(received);
        answer = r.ok ? { ok: true, value: { value: r.value, replayed: false } } : r;
      } else {
        // Scoped to the signed-in user and the client, so one user's key never answers another's request; one key
        // across every send endpoint, the endpoint part of the request, so a key reused on another one is refused.
        const scoped = `${user.userId}:${user.clientId}:${key}`;
        const fingerprint = requestFingerprint(`${req.method} ${req.path}`, received);
        const run = async (): Promise<Result<Fingerprinted, PortalError>> => {
          const r = await work(received);
          return r.ok ? { ok: true, value: { ...r.value, [FINGERPRINT]: fingerprint } } : r;
        };
        const done = await this.idempotent.run(scoped, run, (report) => report.messageId !== null);
        if (done.ok && done.value.replayed && done.value.value[FINGERPRINT] !== fingerprint) {
          // The same key for another request: answering the first one's outcome would say this one was sent.
          discardRest(req);
          res
            .status(422)
            .json(errorBody(422, 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED, requestIdOf(res) ?? null));
          return;
        }
        answer = done.ok
          ? { ok: true, value: { value: withoutFingerprint(done.value.value), replayed: done.value.replayed } }
          : done;
      }
    } catch (e) {
      if (!(e instanceof UploadRefused)) throw e;
      discardRest(req);
      res.status(e.status).json({
        ...errorBody(e.status, STATUS_CODES[e.status], e.message, requestIdOf(res) ?? null),
        countError: e.countError,
        attachmentErrors: e.attachmentErrors,
      });
      return;
    } finally {
      holding = false;
      await form?.dispose();
      this.metrics.uploadBytesChanged(-held);
    }
    if (!answer.ok) {
      discardRest(req);
      throw new PortalFailure(answer.error);
    }
    if (answer.value.replayed) {
      discardRest(req);
      res.setHeader('Idempotent-Replayed', 'true');
    }
    res.status(200).json(sendResultDto(answer.value.value));
  }
}

/**
 * What is left of a refused or repeated request is read and thrown away (never kept), so the sender sees the
 * answer instead of a broken connection; past the largest request worth reading, the connection is cut.
 */
function discardRest(req: Request): void {
  if (req.readableEnded) return;
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_REQUEST_BYTES) req.destroy();
  });
  req.resume();
}
