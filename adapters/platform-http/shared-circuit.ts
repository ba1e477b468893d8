import type Redis from 'ioredis';
import { redisKeys } from '../session/redis-keys';
import type { CircuitBreaker } from './circuit-breaker';

/**
 * Where the shared state of a platform's circuit lives with the default REDIS_KEY_PREFIX: this prefix
 * and the platform API base.
 */
export const CIRCUIT_KEY_PREFIX = redisKeys().circuit;
/** A run of failures with no new one for this long is forgotten (a process's own count is not). */
export const FAILURE_STREAK_TTL_MS = 60_000;

export interface SharedCircuitOptions {
  /** The platform API base: processes calling the same platform share its circuit. */
  platform: string;
  failureThreshold: number;
  cooldownMs: number;
  /** Redis could not be written or read: the breaker goes on alone (said once until it works again). */
  onTrouble?: (message: string) => void;
  /** The prefix of the circuit's key and channel: REDIS_KEY_PREFIX's circuit family; CIRCUIT_KEY_PREFIX when unset. */
  keyPrefix?: string;
}

/** Where a portal keeps its shared circuits: its Redis, and the prefix of their keys (CIRCUIT_KEY_PREFIX when unset). */
export interface SharedCircuitStore {
  redis: Redis;
  keyPrefix?: string;
}

/**
 * A failure (an outage) of one process. Counted while the shared circuit is closed; the threshold,
 * or a failed trial, opens it for every process (published). While it is open or half-open, other
 * failures are not counted. Answers what the circuit is now: 'open' with the milliseconds left of
 * its cool-down, or 'counted' with the failures so far. Redis's clock, so that processes on machines
 * whose clocks differ agree.
 */
const FAILURE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local threshold, cooldown, trial, channel, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3] == '1', ARGV[4], tonumber(ARGV[5])
local openedAt = tonumber(redis.call('HGET', KEYS[1], 'openedAt'))
if openedAt and not trial then
  return {'open', math.max(cooldown - (now - openedAt), 0)}
end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if trial or failures >= threshold then
  redis.call('HSET', KEYS[1], 'openedAt', now)
  redis.call('PEXPIRE', KEYS[1], cooldown * 2)
  redis.call('PUBLISH', channel, 'open ' .. cooldown)
  return {'open', cooldown}
end
redis.call('PEXPIRE', KEYS[1], ttl)
if failures == 1 then redis.call('PUBLISH', channel, 'failing') end
return {'counted', failures}
`;

/**
 * A success after failures. A trial's success closes the circuit for every process (published);
 * another success ends the run of failures while the circuit is closed, and changes nothing while
 * it is open (only a trial closes it).
 */
const SUCCESS = `
if ARGV[1] == '1' then
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[2], 'closed')
  return 1
end
if redis.call('HEXISTS', KEYS[1], 'openedAt') == 0 then redis.call('DEL', KEYS[1]) end
return 0
`;

/** The circuit as it stands: {milliseconds left of the cool-down, or -1 when closed; failures counted}. */
const READ = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local openedAt = tonumber(redis.call('HGET', KEYS[1], 'openedAt'))
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) or 0
if not openedAt then return {-1, failures} end
return {math.max(tonumber(ARGV[1]) - (now - openedAt), 0), failures}
`;

/**
 * One circuit for every portal process that calls the same platform, kept in Redis beside the
 * sessions, so that N processes stop calling a failing platform after `failureThreshold` failures
 * between them rather than `failureThreshold` each.
 *
 * Calls never wait for Redis. Each process keeps deciding with its own CircuitBreaker, and this
 * keeps the breakers in step: an outage is counted in Redis (one script, after the call failed);
 * when the count reaches the threshold (or a trial fails) the script opens the shared circuit and
 * publishes it, and every process subscribed opens its breaker for what is left of the cool-down.
 * A trial's success closes it everywhere the same way. While the platform is healthy nothing is
 * written: a success writes only after failures (its own, or one another process published).
 * After the cool-down each process lets its own trial call through.
 *
 * When Redis is down or slow, the writes fail on their own and each breaker goes on counting its own
 * failures, as without Redis; on reconnecting, the subscription reads the shared state again.
 */
export class SharedCircuit {
  private readonly key: string;
  private readonly channel: string;
  private readonly subscriber: Redis;
  /** Failures may be counted in Redis (ours, or another process's 'failing'): the next success resets them. */
  private streak = false;
  private troubled = false;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly breaker: CircuitBreaker,
    private readonly options: SharedCircuitOptions,
  ) {
    this.key = (options.keyPrefix ?? CIRCUIT_KEY_PREFIX) + options.platform;
    this.channel = `${this.key}:events`;
    breaker.onOutcome((outcome, trial) => (outcome === 'failure' ? this.failed(trial) : this.succeeded(trial)));

    // A connection of its own: a subscribed connection runs nothing else. Each time it connects
    // (at start, or back after Redis was down or restarted) it subscribes, then reads the state.
    this.subscriber = redis.duplicate({ lazyConnect: false });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on(
      'message',
      (channel: string, message: string) => channel === this.channel && this.heard(message),
    );
    this.subscriber.on('ready', () => void this.listen());
  }

  /**
   * Resolves once every message published on the circuit's channel before the call has been heard:
   * the subscribed connection answers a PING only after the messages ahead of it.
   */
  async heardSoFar(): Promise<void> {
    await this.subscriber.ping();
  }

  /** Stops listening (the portal is closing). */
  close(): void {
    this.closed = true;
    this.subscriber.disconnect();
  }

  private heard(message: string): void {
    if (this.closed) return;
    if (message === 'failing') this.streak = true;
    else if (message === 'closed') this.breaker.closedElsewhere();
    else if (message.startsWith('open ')) this.breaker.openFor(Number(message.slice(5)));
  }

  /**
   * Subscribes, then reads the state as it stands: a process that starts, or comes back, while the
   * circuit is open or failing learns it, and misses nothing published after.
   */
  private async listen(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      const [leftMs, failures] = (await this.redis.eval(READ, 1, this.key, this.options.cooldownMs)) as [
        number,
        number,
      ];
      if (this.closed) return;
      if (failures > 0) this.streak = true;
      if (leftMs >= 0) this.breaker.openFor(leftMs);
      this.fine();
    } catch (e) {
      this.trouble(e);
    }
  }

  private failed(trial: boolean): void {
    this.streak = true;
    const { failureThreshold, cooldownMs } = this.options;
    this.redis
      .eval(FAILURE, 1, this.key, failureThreshold, cooldownMs, trial ? 1 : 0, this.channel, FAILURE_STREAK_TTL_MS)
      .then(
        (reply) => {
          const [state, value] = reply as [string, number];
          // The circuit is open (this failure opened it, or another process had): open here too,
          // without waiting for the published message.
          if (!this.closed && state === 'open') this.breaker.openFor(value);
          this.fine();
        },
        (e: unknown) => this.trouble(e),
      );
  }

  private succeeded(trial: boolean): void {
    if (!trial && !this.streak) return;
    this.streak = false;
    this.redis.eval(SUCCESS, 1, this.key, trial ? 1 : 0, this.channel).then(
      () => this.fine(),
      (e: unknown) => this.trouble(e),
    );
  }

  private fine(): void {
    this.troubled = false;
  }

  private trouble(e: unknown): void {
    if (this.troubled || this.closed) return;
    this.troubled = true;
    this.options.onTrouble?.(
      `The shared circuit state could not be kept in Redis (${e instanceof Error ? e.message : String(e)}): this process counts platform failures on its own until it can.`,
    );
  }
}
