import { CIRCUIT_KEY_PREFIX } from '../platform-http/shared-circuit';
import { DEFAULT_THROTTLE_KEY_PREFIX } from '../throttle/flexible-rate-limiter.adapter';
import { DEFAULT_REDIS_KEY_PREFIX, redisKeys } from './redis-keys';
import { SESSION_KEY_PREFIX } from './session-store.factory';

describe('the Redis key families', () => {
  it('are the keys the portal has always written when REDIS_KEY_PREFIX is unset', () => {
    expect(DEFAULT_REDIS_KEY_PREFIX).toBe('portal:');
    expect(redisKeys()).toEqual({
      sessions: 'portal:sess:',
      throttle: 'portal:throttle',
      circuit: 'portal:circuit:',
      idempotency: 'portal:idem:',
      pendingAttachments: 'portal:pending-attachments:',
      portalViews: 'portal:views:',
    });
    expect([SESSION_KEY_PREFIX, DEFAULT_THROTTLE_KEY_PREFIX, CIRCUIT_KEY_PREFIX]).toEqual([
      'portal:sess:',
      'portal:throttle',
      'portal:circuit:',
    ]);
  });

  it('all start with the prefix given', () => {
    for (const family of Object.values(redisKeys('test:run-1:'))) expect(family.startsWith('test:run-1:')).toBe(true);
  });
});
