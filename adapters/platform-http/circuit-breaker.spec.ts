import { CircuitBreaker, type CircuitState } from './circuit-breaker';

describe('CircuitBreaker', () => {
  let now = 0;
  let changes: CircuitState[];
  const breaker = () => {
    changes = [];
    return new CircuitBreaker({
      failureThreshold: 3,
      cooldownMs: 1000,
      now: () => now,
      onChange: (s) => changes.push(s),
    });
  };
  const fail = (b: CircuitBreaker, n: number) => {
    for (let i = 0; i < n; i++) b.acquire()!.failure();
  };
  beforeEach(() => {
    now = 0;
  });

  it('opens after the threshold of consecutive failures, and refuses calls while open', () => {
    const b = breaker();
    fail(b, 2);
    expect(b.state).toBe('closed');
    fail(b, 1);
    expect(b.state).toBe('open');
    expect(b.acquire()).toBeNull();
    expect(changes).toEqual(['open']);
  });

  it('a success resets the count', () => {
    const b = breaker();
    fail(b, 2);
    b.acquire()!.success();
    fail(b, 2);
    expect(b.state).toBe('closed');
  });

  it('after the cool-down lets exactly one trial through; its success closes the circuit', () => {
    const b = breaker();
    fail(b, 3);
    now = 999;
    expect(b.acquire()).toBeNull();
    now = 1000;
    expect(b.state).toBe('half-open');
    const trial = b.acquire()!;
    expect(trial).not.toBeNull();
    expect(b.acquire()).toBeNull();
    trial.success();
    expect(b.state).toBe('closed');
    expect(b.acquire()).not.toBeNull();
    expect(changes).toEqual(['open', 'closed']);
  });

  it('a failed trial opens the circuit for another cool-down', () => {
    const b = breaker();
    fail(b, 3);
    now = 1500;
    b.acquire()!.failure();
    expect(b.state).toBe('open');
    now = 2499;
    expect(b.acquire()).toBeNull();
    now = 2500;
    expect(b.acquire()).not.toBeNull();
  });

  it('counts each ticket once', () => {
    const b = breaker();
    const t = b.acquire()!;
    t.failure();
    t.failure();
    t.failure();
    expect(b.state).toBe('closed');
  });

  it('tells its listeners each outcome once, after counting it, and whether it was the trial', () => {
    const b = breaker();
    const heard: string[] = [];
    b.onOutcome((outcome, trial) => heard.push(`${outcome}${trial ? ' trial' : ''} ${b.state}`));
    const t = b.acquire()!;
    t.failure();
    t.failure();
    fail(b, 2);
    now = 1000;
    b.acquire()!.success();
    expect(heard).toEqual(['failure closed', 'failure closed', 'failure open', 'success trial closed']);
  });

  it('opens for what is left of a cool-down begun in another process, and closes when a trial elsewhere succeeds', () => {
    const b = breaker();
    fail(b, 1);
    b.openFor(400);
    expect(b.state).toBe('open');
    expect(b.acquire()).toBeNull();
    now = 399;
    expect(b.state).toBe('open');
    now = 400;
    expect(b.state).toBe('half-open');
    b.closedElsewhere();
    expect(b.state).toBe('closed');
    expect(b.failureCount).toBe(0);
    expect(changes).toEqual(['open', 'closed']);
  });

  it('an open circuit is left as it is; a closed one told the cool-down is over goes half-open (one trial)', () => {
    const b = breaker();
    fail(b, 3);
    now = 100;
    b.openFor(1000);
    now = 1000;
    expect(b.state).toBe('half-open');
    const fresh = breaker();
    fresh.openFor(0);
    expect(fresh.state).toBe('half-open');
    expect(fresh.acquire()!.trial).toBe(true);
    expect(fresh.acquire()).toBeNull();
  });
});
