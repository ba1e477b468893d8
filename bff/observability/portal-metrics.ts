import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast cached read to the platform deadline (8 s) and past it. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a session store answers in well under a millisecond to a few, or is in trouble. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

const CIRCUIT_STATES = ['closed', 'half-open', 'open'] as const;
const SESSION_STORE_OPERATIONS = ['get', 'set', 'destroy', 'regenerate'] as const;

/** What one answered request is measured by (see RequestObserver). */
export interface RequestMeasure {
  method: string;
  /** The route pattern (`/api/clients/:id`), never the URL. */
  route: string;
  status: string;
  seconds: number;
}

/** One platform attempt, as the transport tells it. */
export interface PlatformAttemptMeasure {
  method: string;
  entryPoint: string;
  attempt: number;
  outcome: string;
  durationMs: number;
}

/**
 * The portal's Prometheus metrics, in a registry of this app's own: tests start many portals in one process, and
 * each counts only its own requests. Node's process metrics (collectDefaultMetrics) describe the process, so they
 * are collected once per process, in a registry of their own (never prom-client's global one), and added to
 * every scrape. Served on METRICS_PORT (metrics-server.ts); docs/operations.md lists every metric.
 */
export class PortalMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer finishing, by method, route pattern and status (499: the connection closed first).',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly platformCalls = new Histogram({
    name: 'portal_platform_call_duration_seconds',
    help: "One HTTP exchange with the platform (an attempt; a retry is another), until its answer's headers, by entry point, method and outcome (ok, a platform error code, circuit_open, deadline).",
    labelNames: ['entry_point', 'method', 'outcome'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly platformRetries = new Counter({
    name: 'portal_platform_retries_total',
    help: 'Platform reads attempted again after a failure (5xx, timeout, no answer), by entry point.',
    labelNames: ['entry_point'],
    registers: [this.registry],
  });

  private readonly circuitOpened = new Counter({
    name: 'portal_platform_circuit_opened_total',
    help: "Times this process's platform circuit opened (its own failures, or the circuit shared through Redis).",
    registers: [this.registry],
  });

  private readonly sessionStore = new Histogram({
    name: 'portal_session_store_duration_seconds',
    help: 'Session store calls (get, set, destroy, touch, regenerate) until their answer, by operation.',
    labelNames: ['operation'],
    buckets: STORE_BUCKETS,
    registers: [this.registry],
  });

  private readonly sessionStoreErrors = new Counter({
    name: 'portal_session_store_errors_total',
    help: 'Session store calls that failed (Redis away or too slow), by operation.',
    labelNames: ['operation'],
    registers: [this.registry],
  });

  private readonly throttleRefusals = new Counter({
    name: 'portal_throttle_refusals_total',
    help: 'Requests refused by a throttling limit (answered 429), by limit.',
    labelNames: ['limit'],
    registers: [this.registry],
  });

  private readonly uploadBytes = new Gauge({
    name: 'portal_upload_bytes_in_flight',
    help: 'Bytes of message uploads received by requests still being served (in temporary files or on their way to the platform).',
    registers: [this.registry],
  });

  private circuitState: () => string = () => 'closed';
  private readonly circuit: Gauge<'state'>;

  constructor() {
    const read = () => this.circuitState();
    this.circuit = new Gauge({
      name: 'portal_platform_circuit_state',
      help: "The platform circuit's state in this process: 1 for the state it is in (closed, half-open, open), 0 for the others.",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const now = read();
        for (const state of CIRCUIT_STATES) this.set({ state }, state === now ? 1 : 0);
      },
    });
    // Series a rule reads are there from the start, at 0, so that rate() and increase() see their first rise.
    for (const operation of SESSION_STORE_OPERATIONS) this.sessionStoreErrors.inc({ operation }, 0);
  }

  /** Where the circuit's state is read at each scrape (the transport's breaker: half-open comes with time alone). */
  watchCircuit(state: () => string): void {
    this.circuitState = state;
  }

  request(m: RequestMeasure): void {
    this.requests.observe({ method: m.method, route: m.route, status: m.status }, m.seconds);
  }

  platformAttempt(a: PlatformAttemptMeasure): void {
    this.platformCalls.observe(
      { entry_point: a.entryPoint, method: a.method, outcome: a.outcome },
      a.durationMs / 1000,
    );
    if (a.attempt > 1) this.platformRetries.inc({ entry_point: a.entryPoint });
  }

  circuitChanged(state: string): void {
    if (state === 'open') this.circuitOpened.inc();
  }

  sessionStoreCall(operation: string, durationMs: number, failed: boolean): void {
    this.sessionStore.observe({ operation }, durationMs / 1000);
    if (failed) this.sessionStoreErrors.inc({ operation });
  }

  throttleRefused(limit: string): void {
    this.throttleRefusals.inc({ limit });
  }

  /** Bytes of an upload arrived (positive) or released when its request ended (negative). */
  uploadBytesChanged(delta: number): void {
    this.uploadBytes.inc(delta);
  }

  /** Starts collecting the process's metrics (when the endpoint starts), so that its counters count from then. */
  collectProcessMetrics(): void {
    processRegistry();
  }

  /** The text format Prometheus scrapes: this app's metrics and the process's. */
  async scrape(): Promise<string> {
    return Registry.merge([this.registry, processRegistry()]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

let processMetrics: Registry | undefined;

/** Node's default metrics (CPU, memory, event loop lag, GC, handles), collected once per process. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
