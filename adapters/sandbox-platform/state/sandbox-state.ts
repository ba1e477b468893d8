import { FirmIndex } from '../data/firm-index';
import { AssetStore } from './asset-store';
import type { DemoFirm } from '../data/records';
import { ClientState } from './client-state';
import { Outbox } from './outbox';
import { PortfolioStore } from './portfolio-store';
import { SessionStore } from './session-store';
import { UserState } from './user-state';

export interface SandboxSettings {
  /** Login profile 1's inactive_session_timeout_client, in minutes. */
  sessionTimeoutMinutes: number;
  /** What GET site reports; below 23.5.269 the rapid totals (total_amount) answer 404 as on an older platform. Tests may change it. */
  platformVersion: string;
  /** Whether the custom field nbr_under_advice exists on the asset entities (its ufield lookups answer 404 when not). Tests may change it. */
  underAdviceField: boolean;
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
  private portfolioStore: PortfolioStore | undefined;
  private assetStore: AssetStore | undefined;

  constructor(
    readonly firm: DemoFirm,
    readonly settings: SandboxSettings,
  ) {
    this.index = new FirmIndex(firm);
  }

  /** Portfolio data, generated on first use as of the day of that use (the sandbox's "today"). */
  get portfolios(): PortfolioStore {
    return (this.portfolioStore ??= new PortfolioStore(this.index, this.firm.seed, this.firm.scale, new Date(this.now()).toISOString().slice(0, 10)));
  }

  /** Asset data, generated on first use as of the same day as the portfolio data. */
  get assets(): AssetStore {
    return (this.assetStore ??= new AssetStore(this.index, this.firm.seed, this.portfolios.asOf));
  }
}
