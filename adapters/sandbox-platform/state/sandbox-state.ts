import { FirmIndex } from '../data/firm-index';
import type { DemoFirm } from '../data/records';
import { ClientState } from './client-state';
import { Outbox } from './outbox';
import { PortfolioStore } from './portfolio-store';
import { SessionStore } from './session-store';
import { UserState } from './user-state';

export interface SandboxSettings {
  /** Login profile 1's inactive_session_timeout_client, in minutes. */
  sessionTimeoutMinutes: number;
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
}
