import { FirmIndex } from '../data/firm-index';
import { AssetStore } from './asset-store';
import type { DemoFirm } from '../data/records';
import { ClientState } from './client-state';
import { Outbox } from './outbox';
import { MessageStore } from './message-store';
import { MyAccountStore } from './my-account-store';
import { PortfolioStore } from './portfolio-store';
import { ReviewState } from './review-state';
import { DEFAULT_REPORT_SECONDS, ReportJobStore } from './report-job-store';
import { loadReportSettings, type ReportSettings } from '../report/report-settings';
import { SessionStore } from './session-store';
import { DEFAULT_SIGNING_CODE_TTL_SECONDS, SignatureStore } from './signature-store';
import { UserState } from './user-state';

export interface SandboxSettings {
  /** Login profile 1's inactive_session_timeout_client, in minutes. */
  sessionTimeoutMinutes: number;
  /** What GET site reports; below 23.5.269 the rapid totals (total_amount) answer 404 as on an older platform. Tests may change it. */
  platformVersion: string;
  /** Whether the custom field nbr_under_advice exists on the asset entities (its ufield lookups answer 404 when not). Tests may change it. */
  underAdviceField: boolean;
  /** How long a digital-signing one-time code stays valid, in seconds (default 300). Tests may change it. */
  signingCodeTtlSeconds?: number;
  /** The first attachment upload fails once with the platform's error (SANDBOX_FAIL_NEXT_ATTACHMENT); later ones are set on state.messages. */
  failNextAttachment?: boolean;
  /** The first review submission fails once (SANDBOX_FAIL_NEXT_REVIEW); later ones are set on state.reviews. */
  failNextReview?: boolean;
  /** How long a valuation report job takes, in seconds (SANDBOX_REPORT_SECONDS, default 4). Tests may change it. */
  reportSeconds?: number;
  /** The first valuation report job ends with status 500 (SANDBOX_FAIL_NEXT_REPORT); later ones are set on state.reports. */
  failNextReport?: boolean;
  /** The portal's settings-and-content file, whose firm name, logo and fee-and-tax mode the valuation reports carry; the demo file when unset. */
  siteConfigPath?: string;
}

/** The per-process, mutable side of the sandbox, over the immutable generated firm. */
export class SandboxState {
  readonly index: FirmIndex;
  /** The clock; tests replace it to move time on. */
  now: () => number = () => Date.now();
  readonly sessions = new SessionStore(() => this.now());
  readonly outbox = new Outbox(() => this.now());
  readonly users = new UserState();
  readonly clients = new ClientState();
  maintenance = false;
  readonly reviews: ReviewState;
  private portfolioStore: PortfolioStore | undefined;
  private reportSettingsRead: ReportSettings | undefined;
  private assetStore: AssetStore | undefined;
  private messageStore: MessageStore | undefined;
  private signatureStore: SignatureStore | undefined;
  private reportStore: ReportJobStore | undefined;
  private myAccountStore: MyAccountStore | undefined;

  constructor(
    readonly firm: DemoFirm,
    readonly settings: SandboxSettings,
  ) {
    this.index = new FirmIndex(firm);
    this.reviews = new ReviewState(settings.failNextReview ?? false);
  }

  /** Portfolio data, generated on first use as of the day of that use (the sandbox's "today"). */
  get portfolios(): PortfolioStore {
    return (this.portfolioStore ??= new PortfolioStore(
      this.index,
      this.firm.seed,
      this.firm.scale,
      new Date(this.now()).toISOString().slice(0, 10),
    ));
  }

  /** Asset data, generated on first use as of the same day as the portfolio data. */
  get assets(): AssetStore {
    return (this.assetStore ??= new AssetStore(this.index, this.firm.seed, this.portfolios.asOf));
  }

  /** The sandbox's day: the day of the first use of the data generated from it. */
  private today(): string {
    return this.portfolioStore?.asOf ?? new Date(this.now()).toISOString().slice(0, 10);
  }

  /** Documents and messages, generated per household on first use, dated back from the sandbox's day. */
  get messages(): MessageStore {
    return (this.messageStore ??= new MessageStore(
      this.index,
      this.firm.seed,
      this.firm.scale,
      this.today(),
      () => this.now(),
      this.settings.failNextAttachment ?? false,
    ));
  }

  /** Digital signature requests and their one-time codes. */
  get signatures(): SignatureStore {
    return (this.signatureStore ??= new SignatureStore(
      this.firm.seed,
      this.messages.asOf,
      () => this.now(),
      () => this.settings.signingCodeTtlSeconds ?? DEFAULT_SIGNING_CODE_TTL_SECONDS,
    ));
  }

  /** Valuation report jobs. */
  get reports(): ReportJobStore {
    return (this.reportStore ??= new ReportJobStore(
      () => this.now(),
      () => this.settings.reportSeconds ?? DEFAULT_REPORT_SECONDS,
      this.settings.failNextReport ?? false,
    ));
  }

  /** What valuation reports take from the site settings, read on the first report. */
  get reportSettings(): ReportSettings {
    return (this.reportSettingsRead ??= loadReportSettings(this.settings.siteConfigPath));
  }

  /** Personal details, contacts, addresses, preferences, dependents and biometric choices, per client on first use. */
  get myAccount(): MyAccountStore {
    return (this.myAccountStore ??= new MyAccountStore(this.index, this.firm));
  }
}
