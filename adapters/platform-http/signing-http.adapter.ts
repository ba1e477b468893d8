import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import type { PlatformCredential } from '../../application/ports/platform-credential';
import {
  SigningPort,
  type DigitalSignatureRecord,
  type DigitalSignatureStatus,
  type SignatoryRecord,
  type SigningContent,
  type SigningMethodState,
  type SignRequest,
} from '../../application/ports/signing.port';
import { fileOf } from './messages-http.adapter';
import { platformClient } from './platform-client';
import { platformFileName } from './platform-file-name';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { numberOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';

type Row = Record<string, unknown>;

/** spec 3 §9: the digital signature list asks for 100. */
export const SIGNATURE_PAGE_SIZE = 100;

/** The production SigningPort: the platform's digital signature calls (adapters/PLATFORM-API.md, "Digital signatures"). */
@Injectable()
export class SigningHttpAdapter extends SigningPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    @Optional() transport?: PlatformHttpTransport,
  ) {
    super();
    ({ transport: this.transport, urls: this.urls } = platformClient(http, config, log, transport));
  }

  async list(req: { credential: PlatformCredential; awaitingOnly?: boolean }): Promise<DigitalSignatureRecord[]> {
    const rows = await this.get<Row[]>(req.credential, 'digital_signature', {
      page_size: SIGNATURE_PAGE_SIZE,
      page_sort: '-last_notified_at',
      status: req.awaitingOnly ? 4 : undefined,
    });
    return rows.map(toSignature);
  }

  async signatories(req: { credential: PlatformCredential; signatureId: number }): Promise<SignatoryRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `digital_signature/${seg(req.signatureId)}/signatories`);
    return rows.map(toSignatory);
  }

  sign(req: SignRequest): Promise<void> {
    return this.act(req, 'sign');
  }

  decline(req: SignRequest): Promise<void> {
    return this.act(req, 'decline');
  }

  async generateCode(req: { credential: PlatformCredential; signatureId: number; signatoryId: number }): Promise<void> {
    await this.transport.call({
      method: 'POST',
      url: this.urls.api(`digital_signature/${seg(req.signatureId)}/signatories/${seg(req.signatoryId)}/generate_code`),
      cred: req.credential,
    });
  }

  async terms(req: { credential: PlatformCredential }): Promise<string> {
    return textOrEmpty((await this.get<Row>(req.credential, 'sysadmin/digital_signature-v2')).terms_and_conditions);
  }

  async content(req: {
    credential: PlatformCredential;
    signatureId: number;
    filename: string;
  }): Promise<SigningContent> {
    const reply = await this.transport.call({
      method: 'GET',
      url: this.urls.api(`digital_signature/content/${seg(req.signatureId)}/${seg(req.filename)}`),
      cred: req.credential,
      responseType: 'stream',
      entryPoint: 'digital_signature/content/{id}/{file}',
    });
    return fileOf(reply, req.filename);
  }

  private async act(req: SignRequest, action: 'sign' | 'decline'): Promise<void> {
    const body: Row = { signing_method: req.signingMethod, secure_data: req.secureData, otp: req.otp };
    await this.transport.call({
      method: 'POST',
      url: this.urls.api(`digital_signature/${seg(req.signatureId)}/signatories/${seg(req.signatoryId)}/${action}`),
      cred: req.credential,
      body,
    });
  }

  private async get<T>(cred: PlatformCredential, path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred }))
      .data as T;
  }
}

const STATUSES: readonly DigitalSignatureStatus[] = [0, 1, 2, 3, 4];

function toSignature(r: Row): DigitalSignatureRecord {
  const status = Number(r.status);
  const names = platformFileName(textOrEmpty(r.filename));
  return {
    id: Number(r.id),
    ...names,
    dueDate: stringOrNull(r.duedate),
    // An unknown status is treated as pending: never offered for signing.
    status: STATUSES.includes(status as DigitalSignatureStatus) ? (status as DigitalSignatureStatus) : 3,
    secureData: textOrEmpty(r.secure_data),
    termsAndConds: stringOrNull(r.terms_and_conds),
    lastNotifiedAt: stringOrNull(r.last_notified_at),
    docnoteId: numberOrNull(r.docnoteid),
    subject: stringOrNull(r.subject) ?? names.filename,
  };
}

function toSignatory(r: Row): SignatoryRecord {
  const method: SigningMethodState =
    r.signing_method === 'signed' || r.signing_method === 'declined' ? r.signing_method : 'awaiting';
  return {
    id: Number(r.id),
    entityId: Number(r.entityid),
    entityName: textOrEmpty(r.entity_name),
    entityPhone: stringOrNull(r.entity_phone),
    signedAt: stringOrNull(r.signed_at),
    canSign: r.can_sign === true,
    signingMethod: method,
  };
}

/** A ready adapter without Nest DI (tests, the CLI): its own axios instance and the default settings. */
export function createSigningHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): SigningHttpAdapter {
  return new SigningHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
