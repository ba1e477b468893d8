import { addDays } from '../../../domain/shared/iso-date';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

const AMELIA = 10001;
const ISA = 10001101;
/** Oliver's account: outside amelia's rights. */
const CHILD_TRUST_FUND = 10014202;

/** The batch endpoint in the documented envelope (cl-xplan-api Documentation/api/Batched Requests.md). */
describe('batch endpoint', () => {
  let sb: RunningSandbox;
  let amelia: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    amelia = await signIn(sb, 'amelia');
  });
  afterAll(() => sb.close());

  const post = (token: string | null, body: unknown) => call(sb, 'POST', '?goal=test', { token, body });
  const batch = (token: string | null, items: unknown[], extra: Record<string, unknown> = {}) =>
    post(token, { batch: items, ...extra });
  const item = (name: string, path: string, more: Record<string, unknown> = {}) => ({
    name,
    method: 'GET',
    url: `/resourceful/${path}`,
    ...more,
  });
  const decoded = (answer: { body: string | null }) => (answer.body === null ? null : JSON.parse(answer.body));

  it('answers 200 with each item as {code, msg, name, body, headers}, its body a JSON string, failed items included', async () => {
    const res = await batch(amelia, [
      item('portfolios', `entity/client/${AMELIA}/portfolio`),
      item('refused', `portfolio/account/${CHILD_TRUST_FUND}`),
      item('missing', 'no/such/thing'),
      item('quiet', `portfolio/account/${ISA}`, { omit_results_on_success: true }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => [a.name, a.code, a.msg])).toEqual([
      ['portfolios', 200, 'OK'],
      ['refused', 403, 'Forbidden'],
      ['missing', 404, 'Not Found'],
      ['quiet', 200, 'OK'],
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['body', 'code', 'headers', 'msg', 'name']);
    expect(typeof res.body[0].body).toBe('string');
    expect(res.body[0].headers).toEqual({ 'Content-Type': 'application/json' });
    expect(decoded(res.body[0]).map((p: any) => p.portfolioid)).toContain(100011);
    expect(typeof res.body[1].body).toBe('string');
    expect(decoded(res.body[1]).api_message).toMatch(/^Permission Error: /);
    expect(decoded(res.body[2]).error_code).toBe('not_found');
    expect(res.body[3].body).toBeNull();
  });

  it("reads a GET item's parameters from its body, and not from a query string in its url", async () => {
    const res = await batch(amelia, [
      item('in-body', 'portfolio/transaction', { body: { accountid: ISA, page_size: 3 } }),
      item('in-url', `portfolio/transaction?accountid=${ISA}&page_size=3`),
      item('flag', 'portfolio/profit_analysis/detail', {
        body: { accountid: ISA, grouping: 'account', include_irr: false },
      }),
      item('fields', `portfolio/account/${ISA}`, { body: { fields: ['accountid', 'plan_currency'] } }),
    ]);
    expect(decoded(res.body[0])).toHaveLength(3);
    expect(decoded(res.body[0]).every((t: any) => t.accountid === ISA)).toBe(true);
    // Not read: the request names no accounts, which the platform refuses rather than widening it.
    expect(res.body[1].code).toBe(400);
    expect(decoded(res.body[1]).api_message).toMatch(/accountid/);
    // A boolean goes as 1 or 0, as in a query string.
    expect(decoded(res.body[2])).toEqual([expect.objectContaining({ accountid: ISA, irr_period: null })]);
    expect(Object.keys(decoded(res.body[3])).sort()).toEqual(['accountid', 'plan_currency']);
  });

  it('reads FX dates from the body too: start_date in the url is not read and no history comes back', async () => {
    const to = sb.state.portfolios.asOf;
    const from = addDays(to, -3);
    const res = await batch(amelia, [
      item('body', 'portfolio/security/USDGBP/FX', { body: { start_date: from, date: to } }),
      item('url', `portfolio/security/USDGBP/FX?start_date=${from}&date=${to}`),
    ]);
    expect(decoded(res.body[0]).history).toHaveLength(4);
    expect(decoded(res.body[1]).history).toBeUndefined();
  });

  it('refuses a batch not in the documented envelope: a bare list, no batch list, an url not under /resourceful, more than 100 requests, names used twice', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => item(`i${i}`, 'site'));
    expect((await post(amelia, [item('x', 'site')])).status).toBe(400);
    expect((await post(amelia, [item('x', 'site')])).body.api_message).toMatch(/not a bare list/);
    expect((await post(amelia, {})).status).toBe(400);
    expect((await post(amelia, { batch: 'site' })).status).toBe(400);
    expect((await batch(amelia, [{ name: 'x', method: 'GET', url: 'site' }])).status).toBe(400);
    expect((await batch(amelia, [{ name: 'x', method: 'GET', url: '/resourcefulness/site' }])).status).toBe(400);
    expect((await batch(amelia, [{ name: 'x', method: 'FETCH', url: '/resourceful/site' }])).status).toBe(400);
    expect((await batch(amelia, [item('x', 'site', { body: ['a'] })])).status).toBe(400);
    expect((await batch(amelia, [item('x', 'site'), item('x', 'site')])).status).toBe(400);
    expect((await batch(amelia, many(101))).status).toBe(400);
    expect((await batch(amelia, many(100))).body).toHaveLength(100);
    expect((await batch(amelia, [item('x', 'site')], { include_subtimings: 'yes' })).status).toBe(400);
  });

  it('names an unnamed request by its place, and adds each time with include_subtimings', async () => {
    const res = await batch(
      amelia,
      [
        { method: 'GET', url: '/resourceful/site' },
        { method: 'GET', url: '/resourceful/site' },
      ],
      { include_subtimings: true },
    );
    expect(res.body.map((a: any) => a.name)).toEqual(['0', '1']);
    expect(res.body.every((a: any) => typeof a.time === 'number')).toBe(true);
    expect((await batch(amelia, [item('x', 'site')])).body[0].time).toBeUndefined();
  });

  it('answers no_session in each item without a session, the batch itself 200', async () => {
    const res = await batch(null, [item('me', 'session/user')]);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ code: 401, msg: 'Unauthorized' });
    expect(decoded(res.body[0]).error_code).toBe('no_session');
  });

  it('resolves {result=NAME:$.path} from an earlier result in an url or a body; a dependent result only when asked for', async () => {
    const res = await batch(amelia, [
      item('portfolios', `entity/client/${AMELIA}/portfolio`),
      item('accounts', 'portfolio/portfolio/{result=portfolios:$[0].portfolioid}/account', {
        omit_results_on_success: false,
      }),
      item('left-out', 'portfolio/portfolio/{result=portfolios:$[0].portfolioid}/account'),
      item('first-trade', 'portfolio/transaction', {
        body: { accountid: '{result=accounts:$[0].accountid}', page_size: 1 },
        omit_results_on_success: false,
      }),
      item('refused', `portfolio/account/${CHILD_TRUST_FUND}`),
      item('after-refused', 'portfolio/account/{result=refused:$.accountid}', { omit_results_on_success: false }),
      item('nothing-there', 'portfolio/account/{result=portfolios:$[0].no_such_field}', {
        omit_results_on_success: false,
      }),
    ]);
    const first = decoded(res.body[0])[0].portfolioid;
    expect(decoded(res.body[1]).every((a: any) => a.portfolioid === first)).toBe(true);
    expect(res.body[2]).toMatchObject({ code: 200, body: null });
    expect(decoded(res.body[3])[0].accountid).toBe(decoded(res.body[1])[0].accountid);
    expect(res.body.slice(4).map((a: any) => a.code)).toEqual([403, 424, 400]);
  });
});
