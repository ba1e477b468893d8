import type { RateLimit } from '../../application/ports/rate-limiter.port';
import { FlexibleRateLimiterAdapter } from './flexible-rate-limiter.adapter';

const TWO_A_MINUTE: RateLimit = { name: 'test:two-a-minute', points: 2, durationSeconds: 60 };
const TEN_A_MINUTE: RateLimit = { name: 'test:ten-a-minute', points: 10, durationSeconds: 60 };

describe('FlexibleRateLimiterAdapter: refusals told by limit (in memory)', () => {
  it('tells the limit that refused a take, and nothing while every limit allows', async () => {
    const refused: string[] = [];
    const limiter = new FlexibleRateLimiterAdapter({ onRefused: (limit) => refused.push(limit) });
    const counters = [
      { limit: TEN_A_MINUTE, key: 'address' },
      { limit: TWO_A_MINUTE, key: 'account' },
    ];

    expect(await limiter.take(counters)).toBe(0);
    expect(await limiter.take(counters)).toBe(0);
    expect(refused).toEqual([]);
    expect(await limiter.take(counters)).toBeGreaterThan(0);
    expect(refused).toEqual(['test:two-a-minute']);
  });

  it('tells the limit a check finds reached (the longest wait), and nothing when none is', async () => {
    const refused: string[] = [];
    const limiter = new FlexibleRateLimiterAdapter({ onRefused: (limit) => refused.push(limit) });
    const counters = [
      { limit: TEN_A_MINUTE, key: 'pair' },
      { limit: TWO_A_MINUTE, key: 'account' },
    ];

    expect(await limiter.blockedForMs(counters)).toBe(0);
    await limiter.record(counters);
    await limiter.record(counters);
    expect(refused).toEqual([]);
    expect(await limiter.blockedForMs(counters)).toBeGreaterThan(0);
    expect(refused).toEqual(['test:two-a-minute']);
  });
});
