import { startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { checkExplanation } from '../domain/performance/explain';
import { jsonOf, portal } from './testing/run-portal';

const AMELIA = 10001;
const JOINT_PORTFOLIO = 100013;

describe('portal analysis explain', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
  });
  afterAll(() => sb.close());

  const explain = (...args: string[]) => portal(['analysis', 'explain', ...args, '--platform-url', sb.url]);
  const today = () => new Date().toISOString().slice(0, 10);

  it("states amelia's conventions, period, values, flows and both returns over 1 year by default, and signs her out", async () => {
    const run = await explain('amelia');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Sign-in of amelia@client on the client tab at ${sb.url}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Selection +whole portfolio/),
        expect.stringMatching(
          new RegExp(`^Period +1 year: .* to ${today()} \\(\\d+ days from the opening valuation on `),
        ),
      ]),
    );
    expect(run.stdout).toMatch(
      /\nCurrency +GBP \(values at their day's rate; flows at the rate of the close before their day\)\n/,
    );
    expect(run.stdout).toMatch(/\nOpening value +[\d,]+\.\d\d\n/);
    expect(run.stdout).toMatch(/\nClosing value +[\d,]+\.\d\d\n/);
    expect(run.stdout).toMatch(/\nMovement +[+-][\d,]+\.\d\d = closing - opening - net flows\n/);
    expect(run.stdout).toMatch(/\nFees and taxes +mode 1: After fees and taxes\n/);
    expect(run.stdout).toMatch(/\nTWRR +-?\d+\.\d{4}% \(annualised, 365-day years\)\n/);
    expect(run.stdout).toMatch(/\nIRR +-?\d+\.\d{4}% \(annualised, 365-day years\)\n/);
    expect(run.stdout).toMatch(
      /\n {2}\d{4}-\d\d-\d\d +[+-][\d,]+\.\d\d GBP {2}\w+ account \d+ +\([+-][\d,]+\.\d\d USD at \d\.\d{6}\)\n/,
    );
    expect(run.stdout).toContain('\nConventions\n  - Time-weighted return (TWRR)');
    expect(sb.state.sessions.size).toBe(0);
  });

  it('says when a short custom range is cumulative, not annualised', async () => {
    const run = await explain(
      'amelia',
      '--portfolio',
      String(JOINT_PORTFOLIO),
      '--from',
      '2026-01-05',
      '--to',
      '2026-03-31',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\nPeriod +Custom: 2026-01-05 to 2026-03-31 \(86 days/);
    expect(run.stdout).toMatch(/\nTWRR +-?\d+\.\d{4}% \(cumulative for the period, not annualised\)\n/);
  });

  it('gives the JSON document of the endpoint, which recomputes to its own figures', async () => {
    const run = await explain('amelia', '--range', 'inception', '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const doc = jsonOf(run);
    expect(doc).toMatchObject({
      currency: 'GBP',
      to: today(),
      conventions: { flowTiming: 'start-of-day', annualised: true, dayCount: 365 },
      selection: { kind: 'all', id: null },
    });
    expect(Object.keys(doc)).toEqual(
      expect.arrayContaining([
        'from',
        'accounts',
        'openingValue',
        'closingValue',
        'movement',
        'dailyValues',
        'flows',
        'twrr',
        'irr',
        'reconciliation',
      ]),
    );
    expect(checkExplanation(doc).problems).toEqual([]);
  });

  it("explains the accounts the portal shows amelia, with her partner's own portfolio (view_partner), for her and for her adviser", async () => {
    for (const args of [['amelia'], ['adviser', '--adviser', '--client', String(AMELIA)]]) {
      const run = await explain(...args, '--json');
      expect(run.code).toBe(0);
      const portfolios = new Set((jsonOf(run).accounts as { portfolioName: string }[]).map((a) => a.portfolioName));
      expect({ args, partners: portfolios.has('Ben Hartley – Investments') }).toEqual({ args, partners: true });
    }
  });

  it('lets an adviser explain a client of theirs with --client, in another currency', async () => {
    const run = await explain(
      'adviser',
      '--adviser',
      '--client',
      String(AMELIA),
      '--portfolio',
      String(JOINT_PORTFOLIO),
      '--currency',
      'usd',
      '--json',
    );
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toMatchObject({
      currency: 'USD',
      selection: { kind: 'portfolio', id: String(JOINT_PORTFOLIO) },
    });
    const without = await explain('adviser', '--adviser');
    expect(without.code).toBe(1);
    expect(without.stderr).toBe('Choose a client first: an adviser needs --client <id>.\n');
  });

  it("refuses carla (Assets), an unknown account and a reversed range with the spec's texts", async () => {
    const carla = await explain('carla', '--json');
    expect(carla.code).toBe(1);
    expect(jsonOf(carla)).toEqual({
      error: { code: 'forbidden', message: 'Performance needs the Portfolio access level.', apiMessage: null },
    });
    const unknown = await explain('amelia', '--account', '999999');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe('No such account among the accounts you can see.\n');
    const reversed = await explain('amelia', '--from', '2026-03-01', '--to', '2026-01-01');
    expect(reversed.stderr).toBe('Please enter an earlier start date.\n');
    const usage = await explain('amelia', '--account', '1', '--group', 'X');
    expect(usage.code).toBe(2);
  });
});
