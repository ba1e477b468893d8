import { err, ok, Result } from './result';

describe('Result', () => {
  it('wraps a value', () => {
    const r: Result<number, string> = ok(3);
    expect(r).toEqual({ ok: true, value: 3 });
  });

  it('wraps an error and narrows on ok', () => {
    const r: Result<number, string> = err('bad');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('bad');
  });
});
