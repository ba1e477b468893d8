import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import { isPlatformError } from '../../application/ports/platform-error';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import {
  ValuationPort,
  type PlatformReportTemplate,
  type ReportJobState,
} from '../../application/ports/valuation.port';
import type { ReportRequest } from '../../domain/valuation/valuation-request';
import { REPORT_ABORT_STATUS } from '../../domain/valuation/report-job';
import { platformClient } from './platform-client';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery } from './query-encoding';
import { numberOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';

type Row = Record<string, unknown>;

/** The production ValuationPort (adapters/PLATFORM-API.md, "Valuation reports"). */
@Injectable()
export class ValuationHttpAdapter extends ValuationPort {
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

  async templates(req: { credential: PlatformCredential }): Promise<PlatformReportTemplate[]> {
    const rows = (
      await this.transport.call({
        method: 'GET',
        url: this.urls.api('xmerge/template/template-v2'),
        cred: req.credential,
      })
    ).data as Row[];
    return (Array.isArray(rows) ? rows : [])
      .map((r) => ({ id: Number(r.id), name: textOrEmpty(r.name) }))
      .filter((t) => Number.isSafeInteger(t.id));
  }

  async runReport(req: {
    credential: PlatformCredential;
    reportId: number;
    request: ReportRequest;
  }): Promise<{ jobId: number }> {
    const url = this.urls.api(
      withQuery(`xmerge/template/template-v2/${seg(req.reportId)}`, encodeQuery({ _method: 'runasync' })),
    );
    const reply = await this.transport.call({ method: 'POST', url, cred: req.credential, body: { ...req.request } });
    const jobId = numberOrNull((reply.data as Row | null)?.job_id);
    if (jobId === null) throw new Error('the platform answered a report run without a job id');
    return { jobId };
  }

  async jobState(req: { credential: PlatformCredential; jobId: number }): Promise<ReportJobState> {
    try {
      // Read once: the caller polls, so a retry here would only wait longer.
      const reply = await this.transport.call({
        method: 'GET',
        url: this.urls.api(`job_queue/completed_job/${seg(req.jobId)}`),
        cred: req.credential,
        attempts: 1,
      });
      const body = (reply.data ?? {}) as Row;
      return { status: reply.status, docnoteId: numberOrNull(body.docnoteid), message: stringOrNull(body.message) };
    } catch (e) {
      // spec 3 §7: a job that failed answers 500 or above; that ends the polling, it is not an outage of the portal.
      if (isPlatformError(e) && e.status >= REPORT_ABORT_STATUS)
        return { status: e.status, docnoteId: null, message: e.userMessage ?? e.apiMessage };
      throw e;
    }
  }
}

/** A ready adapter without Nest DI (tests, the CLI): its own axios instance and the default settings. */
export function createValuationHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): ValuationHttpAdapter {
  return new ValuationHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
