import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { ReviewPort, type ReviewPlaybackRecord, type RiskProfileRecord } from '../../application/ports/review.port';
import { platformClient } from './platform-client';
import { PLATFORM_HTTP_CONFIG, PLATFORM_TRANSPORT_LOG, type PlatformHttpConfig } from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import { type PlatformUrls, seg } from './platform-urls';
import { numberOrNull, stringOrNull } from './typed-values';

type Row = Record<string, unknown>;

/** The contact field beside preferred_phone holding its dial code: not a playback value of its own. */
const PHONE_DIAL_CODE = 'preferred_phone_country_code';

/** A text or Date value ({ _type: 'Date', _val }) as plain text; anything else null. */
function textOf(value: unknown): string | null {
  if (value && typeof value === 'object' && '_val' in value) return stringOrNull((value as Row)._val);
  if (typeof value === 'number') return String(value);
  return stringOrNull(value);
}

function texts(row: unknown): Record<string, string | null> {
  if (!row || typeof row !== 'object') return {};
  return Object.fromEntries(Object.entries(row as Row).map(([k, v]) => [k, textOf(v)]));
}

/** The production ReviewPort (adapters/PLATFORM-API.md, "Annual review"). */
@Injectable()
export class ReviewHttpAdapter extends ReviewPort {
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

  async playback(req: { credential: PlatformCredential; entityId: number }): Promise<ReviewPlaybackRecord> {
    const row = await this.get(req.credential, `entity/client/${seg(req.entityId)}/review/playback`);
    const { [PHONE_DIAL_CODE]: dialCode, ...contact } = texts(row.contact);
    return { contact, personal: texts(row.personal), preferredPhoneCountryCode: dialCode ?? null };
  }

  async riskProfile(req: { credential: PlatformCredential; entityId: number }): Promise<RiskProfileRecord | null> {
    const row = await this.get(req.credential, `entity/client/${seg(req.entityId)}/risk_profile/value/client`);
    const name = stringOrNull(row.name);
    if (!name) return null;
    return { index: numberOrNull(row.index), name, description: stringOrNull(row.description) ?? '' };
  }

  private async get(cred: PlatformCredential, path: string): Promise<Row> {
    const data = (await this.transport.call({ method: 'GET', url: this.urls.api(path), cred })).data;
    return data && typeof data === 'object' ? (data as Row) : {};
  }
}
