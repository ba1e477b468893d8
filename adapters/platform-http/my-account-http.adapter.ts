import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import { isBiometricChoice, type BiometricChoice } from '../../domain/account/biometric';
import { fromFlag, PREFERENCE_FIELDS, toFlag, type Preferences } from '../../domain/account/preferences';
import {
  MyAccountPort,
  type AddressRecord,
  type ClientDetailsRecord,
  type ClientRef,
  type ContactRecord,
  type DependentRecord,
} from '../../application/ports/my-account.port';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { entityValues, entityWrite } from './entity-fields';
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

/** The production MyAccountPort (adapters/PLATFORM-API.md, "Personal data, preferences and biometric permission"). */
@Injectable()
export class MyAccountHttpAdapter extends MyAccountPort {
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

  async details(req: ClientRef): Promise<ClientDetailsRecord> {
    const r = entityValues(await this.get(req.credential, `entity/client/${seg(req.entityId)}`));
    return {
      title: stringOrNull(r.title),
      firstName: stringOrNull(r.first_name),
      middleName: stringOrNull(r.middle_name),
      lastName: stringOrNull(r.last_name),
      dob: stringOrNull(r.dob),
      countryOfBirth: stringOrNull(r.country_of_birth),
      preferredEmail: stringOrNull(r.preferred_email),
      ukDomiciled: typeof r.uk_domiciled === 'boolean' ? r.uk_domiciled : null,
      ukDomicileCountry: stringOrNull(r.uk_domicile_country),
      maritalStatus: stringOrNull(r.marital_status),
      dependents: numberOrNull(r.dependents),
    };
  }

  async contacts(req: ClientRef): Promise<ContactRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client-v3/${seg(req.entityId)}/contact`);
    return rows.map((r) => ({
      type: textOrEmpty(r.contact_type),
      value: textOrEmpty(r.value),
      preferred: r.preferred === true,
      countryCode: stringOrNull(r.country_code),
    }));
  }

  async addresses(req: ClientRef): Promise<AddressRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client-v3/${seg(req.entityId)}/address`);
    return rows.map((r) => ({
      addressType: Number(r.address_type),
      block: stringOrNull(r.block),
      streetName: stringOrNull(r.street_name),
      streetName2: stringOrNull(r.street_name_2),
      street: stringOrNull(r.street),
      suburb: stringOrNull(r.suburb),
      state: stringOrNull(r.state),
      postcode: stringOrNull(r.postcode),
      country: stringOrNull(r.country),
    }));
  }

  async dependents(req: ClientRef): Promise<DependentRecord[]> {
    const rows = await this.get<Row[]>(req.credential, `entity/client-v4/${seg(req.entityId)}/dependent`);
    return rows.map((r) => ({
      firstName: stringOrNull(r.first_name),
      lastName: stringOrNull(r.last_name),
      dob: stringOrNull(r.dob),
      relationship: stringOrNull(r.relationship),
    }));
  }

  async preferences(req: ClientRef): Promise<Preferences> {
    const query = encodeQuery({ fields: Object.values(PREFERENCE_FIELDS) });
    // The values may come nested under `fields` or flat (entity-fields.ts); both read alike.
    const r = entityValues(await this.get(req.credential, withQuery(`entity/client-v3/${seg(req.entityId)}`, query)));
    return { email: fromFlag(r.comm_pref_email), mail: fromFlag(r.comm_pref_mail), sms: fromFlag(r.comm_pref_sms) };
  }

  /** An entity write: the changed values wrapped in `fields` (entity-fields.ts). */
  async setPreferences(req: ClientRef & { preferences: Preferences }): Promise<void> {
    const p = req.preferences;
    const changes = {
      [PREFERENCE_FIELDS.email]: toFlag(p.email),
      [PREFERENCE_FIELDS.mail]: toFlag(p.mail),
      [PREFERENCE_FIELDS.sms]: toFlag(p.sms),
    };
    await this.transport.call({
      method: 'PATCH',
      url: this.urls.api(`entity/client-v3/${seg(req.entityId)}`),
      cred: req.credential,
      body: entityWrite(changes),
    });
  }

  async biometric(req: ClientRef): Promise<BiometricChoice | null> {
    const r = entityValues(
      await this.get(req.credential, `entity/client-v3/${seg(req.entityId)}/biometric_permission`),
    );
    return isBiometricChoice(r.biometric_permission) ? r.biometric_permission : null;
  }

  /** A write to the client entity, so wrapped in `fields` as the entity's writes are (entity-fields.ts). */
  async setBiometric(req: ClientRef & { choice: BiometricChoice }): Promise<void> {
    const body = entityWrite({ biometric_permission: req.choice });
    await this.transport.call({
      method: 'PUT',
      url: this.urls.api(`entity/client-v3/${seg(req.entityId)}/biometric_permission`),
      cred: req.credential,
      body,
    });
  }

  private async get<T = unknown>(cred: PlatformCredential, path: string): Promise<T> {
    return (await this.transport.call({ method: 'GET', url: this.urls.api(path), cred })).data as T;
  }
}

/** A ready adapter without Nest DI (tests, the CLI). */
export function createMyAccountHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): MyAccountHttpAdapter {
  return new MyAccountHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
