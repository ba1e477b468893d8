import { Browser, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;

/**
 * The portal's 'today' is the day it is in the firm's time zone (FIRM_TIME_ZONE, default
 * Europe/London), never the UTC day: at 23:30 UTC on 30 June it is already 1 July in London (summer
 * time), so every range and report date counts from 1 July; in winter the two agree.
 */
describe("'today' in the firm's time zone", () => {
  let portal: Portal;
  let amelia: Browser;
  let instant = Date.parse('2026-06-30T23:30:00Z');
  beforeAll(async () => {
    portal = await startPortal({ now: () => instant });
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it('counts from 1 July at 2026-06-30T23:30:00Z: home dashboard, 1 year, year to date, report dates', async () => {
    instant = Date.parse('2026-06-30T23:30:00Z');
    const home = (await amelia.get('/api/dashboard/summary').expect(200)).body as {
      timeframe: { from: string; to: string };
    };
    expect(home.timeframe).toMatchObject({ from: '2025-07-02', to: '2026-07-01' });
    const year = (await amelia.get('/api/analysis/explain').query({ range: '1y' }).expect(200)).body as {
      period: { requestedFrom: string; requestedTo: string };
    };
    expect(year.period).toMatchObject({ requestedFrom: '2025-07-02', requestedTo: '2026-07-01' });
    const ytd = (await amelia.get('/api/analysis/accounts').query({ range: 'ytd' }).expect(200)).body as {
      range: { from: string; to: string };
    };
    expect(ytd.range).toMatchObject({ from: '2026-01-01', to: '2026-07-01' });
    const options = (await amelia.get('/api/valuation/options').expect(200)).body as {
      today: string;
      defaultRange: { from: string; to: string };
    };
    expect(options.today).toBe('2026-07-01');
    expect(options.defaultRange.to).toBe('2026-07-01');
    // A custom range may end today, 1 July, and no later.
    const custom = (
      await amelia.get('/api/analysis/accounts').query({ from: '2026-06-01', to: '2026-12-31' }).expect(200)
    ).body as { range: { to: string } };
    expect(custom.range.to).toBe('2026-07-01');
  });

  it('is the UTC day in winter (2026-01-15T23:30:00Z is still 15 January in London)', async () => {
    instant = Date.parse('2026-01-15T23:30:00Z');
    const home = (await amelia.get('/api/dashboard/summary').expect(200)).body as {
      timeframe: { from: string; to: string };
    };
    expect(home.timeframe).toMatchObject({ from: '2025-01-16', to: '2026-01-15' });
    const options = (await amelia.get('/api/valuation/options').expect(200)).body as { today: string };
    expect(options.today).toBe('2026-01-15');
  });
});

describe("'today' with FIRM_TIME_ZONE=UTC", () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ firmTimeZone: 'UTC', now: () => Date.parse('2026-06-30T23:30:00Z') });
  });
  afterAll(() => portal.close());

  it('is still 30 June at 2026-06-30T23:30:00Z', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const options = (await amelia.get('/api/valuation/options').expect(200)).body as { today: string };
    expect(options.today).toBe('2026-06-30');
  });
});
