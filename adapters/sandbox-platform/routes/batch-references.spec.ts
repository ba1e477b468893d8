import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';
import { atPath } from './batch.routes';

/**
 * Dependent requests in a batch: `{result=NAME:$.path}` in a later request's url or body takes a value of an
 * earlier request's result (public evidence: cl-xplan-api Documentation/api/Batched Requests.md). What a
 * reference that cannot be resolved answers is ours (adapters/PLATFORM-API.md, "Batch").
 */
describe('batch references', () => {
  let sb: RunningSandbox;
  let amelia: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    amelia = await signIn(sb, 'amelia');
  });
  afterAll(() => sb.close());

  const batch = (items: unknown[]) => call(sb, 'POST', '?goal=references', { token: amelia, body: { batch: items } });
  // Every request here states omit_results_on_success: false, as the portal does: a dependent result is left out otherwise.
  const item = (name: string, path: string, body?: Record<string, unknown>) => ({
    name,
    method: 'GET',
    url: `/resourceful/${path}`,
    ...(body ? { body } : {}),
    omit_results_on_success: false,
  });
  const decoded = (answer: { body: string | null }) => (answer.body === null ? null : JSON.parse(answer.body));
  const named = (res: { body: any[] }, name: string) => res.body.find((a) => a.name === name);

  it('runs the chain session → client → portfolios → accounts → summaries in one batch', async () => {
    const res = await batch([
      item('me', 'session/user'),
      item('portfolios', 'entity/client/{result=me:$.entity_id}/portfolio'),
      item('accounts', 'portfolio/portfolio/{result=portfolios:$[0].portfolioid}/account'),
      // A whole body value that is a reference with [*] is the list of values found: a list parameter.
      item('summaries', 'portfolio/profit_analysis/detail', {
        accountid: '{result=accounts:$[*].accountid}',
        grouping: 'account',
        report_currency: '{result=accounts:$[0].value._val.code}',
      }),
      item('listed', 'portfolio/account', { accountids: '{result=accounts:$[*].accountid}', fields: ['accountid'] }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => [a.name, a.code])).toEqual([
      ['me', 200],
      ['portfolios', 200],
      ['accounts', 200],
      ['summaries', 200],
      ['listed', 200],
    ]);
    expect(decoded(named(res, 'portfolios')).map((p: any) => p.portfolioid)).toContain(100011);
    const accounts = decoded(named(res, 'accounts'));
    const ids = accounts.map((a: any) => a.accountid);
    expect(accounts.every((a: any) => a.portfolioid === decoded(named(res, 'portfolios'))[0].portfolioid)).toBe(true);
    expect(ids.length).toBeGreaterThan(1);
    const summaries = decoded(named(res, 'summaries'));
    expect(summaries.map((r: any) => r.accountid)).toEqual(ids);
    expect(summaries.every((r: any) => r.base_currency === 'GBP')).toBe(true);
    expect(decoded(named(res, 'listed'))).toEqual(ids.map((accountid: number) => ({ accountid })));
  });

  it('fails a request whose reference is to a failed request with 424, and one to no earlier request, to nothing, or a list in an url with 400; the others are answered', async () => {
    const res = await batch([
      item('portfolios', 'entity/client/10001/portfolio'),
      // Oliver's: outside amelia's rights.
      item('refused', 'entity/client/10014/portfolio'),
      item('after-refused', 'portfolio/portfolio/{result=refused:$[0].portfolioid}/account'),
      item('after-after', 'portfolio/account', { accountids: '{result=after-refused:$[*].accountid}' }),
      item('unknown', 'portfolio/portfolio/{result=nobody:$[0].portfolioid}/account'),
      item('too-early', 'portfolio/portfolio/{result=later:$[0].portfolioid}/account'),
      item('beyond-the-list', 'portfolio/portfolio/{result=portfolios:$[99].portfolioid}/account'),
      item('no-such-field', 'portfolio/account', { accountids: '{result=portfolios:$[*].no_such_field}' }),
      item('list-in-url', 'portfolio/portfolio/{result=portfolios:$[*].portfolioid}/account'),
      item('later', 'portfolio/portfolio/{result=portfolios:$[1].portfolioid}/account'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => [a.name, a.code, a.msg])).toEqual([
      ['portfolios', 200, 'OK'],
      ['refused', 403, 'Forbidden'],
      ['after-refused', 424, 'Failed Dependency'],
      ['after-after', 424, 'Failed Dependency'],
      ['unknown', 400, 'Bad Request'],
      ['too-early', 400, 'Bad Request'],
      ['beyond-the-list', 400, 'Bad Request'],
      ['no-such-field', 400, 'Bad Request'],
      ['list-in-url', 400, 'Bad Request'],
      ['later', 200, 'OK'],
    ]);
    // A failure's body is the usual error object, naming the reference.
    expect(decoded(named(res, 'after-refused'))).toMatchObject({
      error_code: 'failed_dependency',
      api_message: expect.stringMatching(/\{result=refused:\$\[0\]\.portfolioid\}.*failed \(403\)/),
    });
    expect(decoded(named(res, 'unknown')).api_message).toMatch(/refers to no earlier request/);
    expect(decoded(named(res, 'too-early')).api_message).toMatch(/refers to no earlier request/);
    expect(decoded(named(res, 'beyond-the-list')).api_message).toMatch(/finds nothing/);
    expect(decoded(named(res, 'no-such-field')).api_message).toMatch(/finds nothing/);
    expect(decoded(named(res, 'list-in-url')).api_message).toMatch(/whole parameter in a body/);
  });

  it("reads the JSONPath forms $, .key, [n], ['key'] and [*]", () => {
    const json = { a: { b: 1, 'odd key': 2 }, rows: [{ x: 1, y: { z: 'p' } }, { x: 2 }, { y: { z: 'q' } }] };
    expect(atPath(json, '$')).toBe(json);
    expect(atPath(json, '$.a.b')).toBe(1);
    expect(atPath(json, "$.a['odd key']")).toBe(2);
    expect(atPath(json, '$.rows[0].y.z')).toBe('p');
    expect(atPath(json, '$.rows[*].x')).toEqual([1, 2]);
    expect(atPath(json, '$.rows[*].y.z')).toEqual(['p', 'q']);
    expect(atPath(json.rows, '$[*].x')).toEqual([1, 2]);
    expect(atPath(json, '$.rows[9].x')).toBeUndefined();
    expect(atPath(json, '$.rows[*].none')).toEqual([]);
    // Anything else finds nothing: no filters, slices, recursive descent or a path not from the root.
    for (const path of ['$.rows[?(@.x)]', '$.rows[0:1]', '$..x', 'rows[0]', '$.rows[-1]'])
      expect(atPath(json, path)).toBeUndefined();
  });
});
