import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Optional } from '@nestjs/common';
import axios from 'axios';
// HttpService is declared with axios's ESM typings; `axios` above resolves to its CommonJS ones.
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import type { MfaMethod } from '../../domain/auth/login-status';
import {
  ClientsPort,
  type ClientGroupMember,
  type ClientListQuery,
  type ClientListRow,
  type ClientPatch,
  type ClientField,
  type ClientSummary,
  type FieldChoice,
} from '../../application/ports/clients.port';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { SessionPort, type PlatformSessionUser, type TfaDetails } from '../../application/ports/session.port';
import {
  SignInPort,
  type ForgottenPasswordCheck,
  type LoginRequest,
  type PlatformLoginOutcome,
  type TfaValidateRequest,
} from '../../application/ports/sign-in.port';
import { SitePort, type HealthCheckOptions, type LoginProfile, type SiteInfo } from '../../application/ports/site.port';
import { PlatformError } from '../../application/ports/platform-error';
import { entityRows, entityValues, entityWrite } from './entity-fields';
import { LOGIN_STEP_STATUSES, toLoginOutcome } from './login-outcome';
import { securityAnswersIfSaid } from './platform-error.mapping';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformHttpTransport, type HttpMethod, type TransportLog } from './platform-http.transport';
import { platformClient } from './platform-client';
import { type PlatformUrls, seg } from './platform-urls';
import { encodeQuery, withQuery } from './query-encoding';
import { wrapDate } from './typed-values';
import {
  clientFieldsToWire,
  clientGroupMemberFromWire,
  clientListQueryToWire,
  clientListRowFromWire,
  clientPatchToWire,
  clientSummaryFromWire,
  sessionUserFromWire,
  tfaValidateToWire,
  type WireClient,
  type WireClientGroupMember,
  type WireClientListRow,
  type WireSessionUser,
} from './platform-wire';

/**
 * The production SignInPort, SitePort, SessionPort and ClientsPort: the platform's REST API over HTTP
 * (adapters/PLATFORM-API.md). One instance serves the four ports (platform-http.module.ts binds each to it).
 */
@Injectable()
export class PlatformHttpAdapter implements SignInPort, SitePort, SessionPort, ClientsPort {
  private readonly transport: PlatformHttpTransport;
  private readonly urls: PlatformUrls;

  constructor(
    http: HttpService,
    @Inject(PLATFORM_HTTP_CONFIG) config: PlatformHttpConfig,
    @Optional() @Inject(PLATFORM_TRANSPORT_LOG) log?: TransportLog,
    /** The module's shared transport; without one (the CLI's helpers, tests) the adapter makes its own. */
    @Optional() transport?: PlatformHttpTransport,
  ) {
    ({ transport: this.transport, urls: this.urls } = platformClient(http, config, log, transport));
  }

  // Sign-in
  // The auth/* calls carry the username and password: a 401 there is a wrong one, never a lost session.
  async login(req: LoginRequest): Promise<PlatformLoginOutcome> {
    const url = this.urls.api('auth/login');
    return toLoginOutcome(
      await this.transport.call({ method: 'POST', url, body: req, passStatuses: LOGIN_STEP_STATUSES, signIn: true }),
    );
  }
  async validateTfa(req: TfaValidateRequest): Promise<PlatformLoginOutcome | { kind: 'deviceLinked' }> {
    const url = this.urls.api('auth/tfa/validate');
    const reply = await this.transport.call({
      method: 'POST',
      url,
      body: tfaValidateToWire(req),
      passStatuses: LOGIN_STEP_STATUSES,
      signIn: true,
    });
    const linked = (reply.data as { device_linked?: unknown } | null)?.device_linked === true;
    return linked ? { kind: 'deviceLinked' } : toLoginOutcome(reply);
  }
  async enrolTfaDevice(req: { username: string; password: string; method: MfaMethod }): Promise<{ deviceId: string }> {
    const reply = await this.transport.call({
      method: 'POST',
      url: this.urls.api('auth/tfa/device'),
      body: req,
      signIn: true,
    });
    const deviceId = (reply.data as { Context?: { DeviceId?: unknown } } | null)?.Context?.DeviceId;
    if (typeof deviceId !== 'string')
      throw new PlatformError('unknown', 200, 'Enrolment answered without Context.DeviceId');
    return { deviceId };
  }
  async changeExpiredPassword(req: { username: string; password: string; newPassword: string }): Promise<void> {
    const body = { username: req.username, password: req.password, new_password: req.newPassword };
    await this.transport.call({ method: 'POST', url: this.urls.api('auth/password'), body, signIn: true });
  }
  async requestPasswordReset(req: { userId: string }): Promise<void> {
    await this.send('POST', this.urls.api('forgotten_password'), { user_id: req.userId });
  }
  checkPasswordResetCode(req: { userId: string; resetCode: string }): Promise<ForgottenPasswordCheck> {
    return this.get(
      this.urls.api(withQuery('forgotten_password', encodeQuery({ user_id: req.userId, reset_code: req.resetCode }))),
    );
  }
  async resetPassword(req: {
    userId: string;
    resetCode: string;
    newPassword: string;
    answers: string[];
  }): Promise<void> {
    const body = {
      user_id: req.userId,
      reset_code: req.resetCode,
      new_password: req.newPassword,
      answers: req.answers,
    };
    try {
      await this.send('PUT', this.urls.api('forgotten_password'), body);
    } catch (e) {
      throw securityAnswersIfSaid(e);
    }
  }
  async forgotUsername(req: { preferredEmail: string; roleType: 'client'; dob: string }): Promise<void> {
    await this.send('POST', this.urls.api('forgot/username'), {
      preferred_email: req.preferredEmail,
      role_type: req.roleType,
      dob: wrapDate(req.dob),
    });
  }

  // Anonymous reads
  async getSite(): Promise<SiteInfo> {
    const site = await this.get<{ site_locales: string[]; version: string }>(this.urls.api('site'));
    return { siteLocales: site.site_locales, version: site.version };
  }
  async getHealth(options: HealthCheckOptions = {}): Promise<{ status: string }> {
    const call = {
      method: 'GET',
      url: this.urls.api('health'),
      timeLimitMs: options.timeLimitMs,
      attempts: options.retry === false ? 1 : undefined,
    } as const;
    return (await this.transport.call(call)).data as { status: string };
  }
  async getLoginProfile(id: number): Promise<LoginProfile> {
    const profile = await this.get<{ id: number; inactive_session_timeout_client: number }>(
      this.urls.api(`sysadmin/loginsetting/login_profile/${seg(id)}`),
    );
    return { id: profile.id, clientInactivityTimeoutMinutes: profile.inactive_session_timeout_client };
  }
  getToggleCondition(key: string): Promise<{ key: string; enabled: boolean }> {
    return this.get(this.urls.api(withQuery('feature_toggle/toggle_condition', encodeQuery({ key }))));
  }

  // Session
  async getSessionUser(cred: PlatformCredential): Promise<PlatformSessionUser> {
    return sessionUserFromWire(await this.get<WireSessionUser>(this.urls.api('session/user'), cred));
  }
  async endSession(cred: PlatformCredential): Promise<void> {
    await this.send('DELETE', this.urls.api('session'), undefined, cred);
  }
  /** The method is the spec's (PUT); the field names the public evidence's (old_password, new_password). */
  async changePassword(cred: PlatformCredential, req: { currentPassword: string; newPassword: string }): Promise<void> {
    await this.send(
      'PUT',
      this.urls.api('session/password'),
      { old_password: req.currentPassword, new_password: req.newPassword },
      cred,
    );
  }
  getSecurityQuestions(cred: PlatformCredential): Promise<{ questions: string[] }> {
    return this.get(this.urls.api('session/password_reset_questions'), cred);
  }
  /** As the public evidence sets them: POST with the bare array of { question, answer }. */
  async setSecurityQuestions(
    cred: PlatformCredential,
    req: { questions: { question: string; answer: string }[] },
  ): Promise<void> {
    await this.send(
      'POST',
      this.urls.api('session/password_reset_questions'),
      req.questions.map(({ question, answer }) => ({ question, answer })),
      cred,
    );
  }
  /**
   * The session's own capabilities, or (entityId given) the client's: spec 3 §7 and the public evidence
   * name `entity/client-v3/{id}/capability` for a client; `session/capability` takes no parameters.
   */
  getCapabilities(cred: PlatformCredential, req?: { entityId?: number }): Promise<string[]> {
    const path = req?.entityId != null ? `entity/client-v3/${seg(req.entityId)}/capability` : 'session/capability';
    return this.get(this.urls.api(path), cred);
  }
  getFeatureAccess(cred: PlatformCredential, featureNames: string[]): Promise<Record<string, boolean>> {
    const query = encodeQuery({ feature_names: featureNames });
    return this.get(this.urls.api(withQuery('session/feature_access', query)), cred);
  }

  // Entities
  async agreeTerms(
    cred: PlatformCredential,
    entityId: number,
    req: { content: string; agreedDate: string; desc: string },
  ): Promise<void> {
    const url = this.urls.api(`entity/client-v3/${seg(entityId)}/terms_and_conditions`);
    await this.send(
      'POST',
      url,
      entityWrite({ content: req.content, agreed_date: wrapDate(req.agreedDate), desc: req.desc }),
      cred,
    );
  }
  async getClientGroupMembers(cred: PlatformCredential, entityId: number): Promise<ClientGroupMember[]> {
    const members = await this.get<WireClientGroupMember[]>(
      this.urls.api(`entity/client/${seg(entityId)}/client_group/member`),
      cred,
    );
    return members.map(clientGroupMemberFromWire);
  }
  async listClients(cred: PlatformCredential, query: ClientListQuery): Promise<ClientListRow[]> {
    const qs = encodeQuery(clientListQueryToWire(query));
    return wireEntities<WireClientListRow>(await this.get(this.urls.api(withQuery('entity/client-v3/', qs)), cred)).map(
      clientListRowFromWire,
    );
  }
  async findClientsByUser(cred: PlatformCredential, userId: number): Promise<ClientSummary[]> {
    return wireEntities<WireClient>(
      await this.get(this.urls.api(withQuery('entity/client/', encodeQuery({ user_id: userId }))), cred),
    ).map(clientSummaryFromWire);
  }
  /** Values nested under `fields` or flat, read alike (entity-fields.ts); the fields asked for by their wire names. */
  async getClient(cred: PlatformCredential, entityId: number, fields?: ClientField[]): Promise<ClientSummary> {
    const query = encodeQuery({ fields: fields && clientFieldsToWire(fields) });
    return clientSummaryFromWire(
      wireEntity<WireClient>(
        await this.get(this.urls.api(withQuery(`entity/client-v4/${seg(entityId)}`, query)), cred),
      ),
    );
  }
  /** The changed values wrapped in `fields`, as every entity write (entity-fields.ts). */
  async patchClient(cred: PlatformCredential, entityId: number, patch: ClientPatch): Promise<void> {
    await this.send(
      'PATCH',
      this.urls.api(`entity/client-v4/${seg(entityId)}`),
      entityWrite(clientPatchToWire(patch)),
      cred,
    );
  }
  getFieldChoices(cred: PlatformCredential, entity: string, field: string): Promise<FieldChoice[]> {
    return this.get(this.urls.api(`ufield/${seg(entity)}/${seg(field)}/choice`), cred);
  }

  // Additional verification (served at the origin root)
  getTfaDetails(cred: PlatformCredential): Promise<TfaDetails> {
    return this.get(this.urls.root('/api/tfa/details'), cred);
  }
  chooseTfaMethod(cred: PlatformCredential, method: MfaMethod): Promise<{ deviceId: string }> {
    return this.send('PUT', this.urls.root('/api/tfa/method'), { mfaMethod: method }, cred);
  }
  async validateTfaMethod(
    cred: PlatformCredential,
    req: { mfaMethod: MfaMethod; mfaCode: string; deviceId: string },
  ): Promise<void> {
    await this.send('POST', this.urls.root('/api/tfa/validate'), req, cred);
  }

  private async get<T>(url: string, cred?: PlatformCredential): Promise<T> {
    return (await this.transport.call({ method: 'GET', url, cred })).data as T;
  }

  private async send<T = unknown>(
    method: HttpMethod,
    url: string,
    body?: unknown,
    cred?: PlatformCredential,
  ): Promise<T> {
    return (await this.transport.call({ method, url, body, cred })).data as T;
  }
}

/** An entity read (entity-fields.ts) taken as the wire record it is documented to be. */
const wireEntity = <T>(data: unknown): T => entityValues(data) as unknown as T;
const wireEntities = <T>(data: unknown): T[] => entityRows(data) as unknown as T[];

/** A ready adapter without Nest DI (the CLI, tests): its own axios instance and the default settings. */
export function createPlatformHttpAdapter(config: PlatformHttpConfigInput, log?: TransportLog): PlatformHttpAdapter {
  return new PlatformHttpAdapter(
    new HttpService(axios.create() as AxiosInstance),
    withPlatformHttpDefaults(config),
    log,
  );
}
