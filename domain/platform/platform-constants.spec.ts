import { BATCH_CHUNK_SIZE, chunk, retryDelayMs, shouldRetry } from './platform-constants';

describe('retries', () => {
  it('waits 500 ms times the attempt number', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 1500]);
  });

  it('retries reads up to 3 times, never on 404, never writes', () => {
    expect(shouldRetry({ method: 'get', status: 500, retriesSoFar: 0 })).toBe(true);
    expect(shouldRetry({ method: 'GET', status: 0, retriesSoFar: 2 })).toBe(true);
    expect(shouldRetry({ method: 'GET', status: 500, retriesSoFar: 3 })).toBe(false);
    expect(shouldRetry({ method: 'GET', status: 404, retriesSoFar: 0 })).toBe(false);
    expect(shouldRetry({ method: 'POST', status: 500, retriesSoFar: 0 })).toBe(false);
  });
});

describe('chunk', () => {
  it('splits into chunks of 50 by default', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(chunk(items).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(BATCH_CHUNK_SIZE).toBe(50);
  });

  it('handles empty lists and exact multiples', () => {
    expect(chunk([], 50)).toEqual([]);
    expect(chunk([1, 2, 3, 4], 2)).toEqual([[1, 2], [3, 4]]);
  });

  it('refuses a size below one', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
