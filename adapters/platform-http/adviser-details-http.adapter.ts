import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import {
  AdviserDetailsPort,
  type AdviserContactRecord,
  type AdviserRecord,
} from '../../application/ports/adviser-details.port';
import type { FileContent } from '../../application/ports/messages.port';
import type { Address } from '../../domain/contact/address';
import { isPlatformError } from '../../application/ports/platform-error';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { entityValues } from './entity-fields';
import { fileOf } from './messages-http.adapter';
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
import { encodeQuery, withQuery, type QueryValue } from './query-encoding';
import { numberOrNull, stringOrNull } from './typed-values';
import { textOrEmpty } from '../../domain/shared/text';

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => {
  const s = stringOrNull(v)?.trim();
  return s ? s : null;
};

/** The production AdviserDetailsPort: session/user/adviser, adviser/{id} and its contact and address, and the photo (adapters/PLATFORM-API.md, "Adviser"). */
@Injectable()
export class AdviserDetailsHttpAdapter extends AdviserDetailsPort {
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

  async sessionAdvisers(req: { credential: PlatformCredential }): Promise<number[]> {
    const rows = await this.get<Row[]>(req.credential, 'session/user/adviser');
    return (Array.isArray(rows) ? rows : [])
      .map((r) => numberOrNull(r.adviser_id))
      .filter((id): id is number => id !== null);
  }

  async clientAdviser(req: { credential: PlatformCredential; clientId: number }): Promise<number | null> {
    // The value may come nested under `fields` or flat (entity-fields.ts).
    const row = entityValues(
      await this.get<unknown>(req.credential, `entity/client-v4/${seg(req.clientId)}`, { fields: ['client_adviser'] }),
    );
    return numberOrNull(row.client_adviser);
  }

  async adviser(req: { credential: PlatformCredential; adviserId: number }): Promise<AdviserRecord> {
    const r = await this.get<Row>(req.credential, `adviser/${seg(req.adviserId)}`);
    const name =
      text(r.adviser_name) ?? text(r.entity_name) ?? [text(r.first_name), text(r.last_name)].filter(Boolean).join(' ');
    return {
      id: Number(r.id ?? req.adviserId),
      name,
      roleDescription: text(r.role_description),
      photoPath: text(r.photo_url),
    };
  }

  async contacts(req: { credential: PlatformCredential; adviserId: number }): Promise<AdviserContactRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `adviser/${seg(req.adviserId)}/contact`);
    return (Array.isArray(rows) ? rows : []).map((r) => ({
      type: textOrEmpty(r.contact_type),
      value: textOrEmpty(r.value),
      countryCode: text(r.country_code),
      preferred: r.preferred === true,
      location: r.location === 'work' || r.location === 'home' ? r.location : null,
    }));
  }

  async address(req: { credential: PlatformCredential; adviserId: number }): Promise<Address | null> {
    try {
      const r = await this.get<Row>(req.credential, `adviser/${seg(req.adviserId)}/address`);
      return {
        block: text(r.block),
        streetName: text(r.street_name),
        streetName2: text(r.street_name_2),
        street: text(r.street),
        suburb: text(r.suburb),
        state: text(r.state),
        country: text(r.country),
        postcode: text(r.postcode),
      };
    } catch (e) {
      if (isPlatformError(e) && e.code === 'not_found') return null;
      throw e;
    }
  }

  async photo(req: { credential: PlatformCredential; path: string }): Promise<FileContent> {
    const reply = await this.transport.call({
      method: 'GET',
      url: this.urls.root(`/${req.path.replace(/^\/+/, '')}`),
      cred: req.credential,
      responseType: 'stream',
      entryPoint: '{photo}',
    });
    return fileOf(reply, req.path.split('/').pop() ?? 'photo');
  }

  private async get<T>(
    cred: PlatformCredential,
    path: string,
    query: Record<string, QueryValue> & { fields?: readonly string[] } = {},
  ): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(withQuery(path, encodeQuery(query))), cred }))
      .data as T;
  }
}

/** An adapter outside Nest (the CLI, tests), on a transport of its own. */
export function createAdviserDetailsHttpAdapter(
  config: PlatformHttpConfigInput,
  log?: TransportLog,
): AdviserDetailsHttpAdapter {
  return new AdviserDetailsHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
