import { decimal } from '../../domain/money/decimal';
import { HttpService } from '@nestjs/axios';
import axios from 'axios';
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import { PlatformError } from '../../application/ports/platform-error';
import { runInPlatformCallScope } from './platform-call-scope';
import { resultRef, type PlatformBatch } from './platform-batch';
import { platformClient } from './platform-client';
import { withPlatformHttpDefaults } from './platform-http.config';
import { batchReply, listeningLog, sentItems, type ItemReply, type SentItem } from './testing/batch-exchange';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

describe('PlatformBatch: the batch endpoint on a stub platform', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let batch: PlatformBatch;
  let log: ReturnType<typeof listeningLog>;
  const cred = { token: 'tok-1' };

  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
    log = listeningLog();
    const config = withPlatformHttpDefaults({ baseUrl: stub.baseUrl, retryDelayMs: 10 });
    batch = platformClient(new HttpService(axios.create() as AxiosInstance), config, log).batch;
  });

  const echo = (item: SentItem) => ({ body: { echo: item.name } });

  it('posts {"batch": [...]} to the base with the goal, item urls under /resourceful, GET parameters as JSON in the body', async () => {
    handler = (req) => batchReply(req, echo);
    await batch.run(cred, 'load-things', [
      { name: 'plain', path: 'portfolio/portfolio/7/account' },
      {
        name: 'params',
        path: '/portfolio/account/7/transaction',
        body: {
          start_date: '2026-01-01',
          page_size: 1000,
          page_bookmark: undefined,
          transaction_type: ['contribution', 'withdrawal'],
          include_irr: false,
          created_date: { start_date: '2026-01-01', end_date: null },
          fields: ['a', undefined, 'b'],
        },
      },
      { name: 'write', method: 'PATCH', path: 'entity/client-v4/12', body: { fields: { flag: true } } },
    ]);
    expect(stub.requests).toHaveLength(1);
    const req = first(stub.requests);
    expect(`${req.method} ${req.url}`).toBe('POST /resourceful?goal=load-things');
    expect(req.headers.cookie).toBe('XPLANID=tok-1');
    expect(req.body).toEqual({
      batch: [
        {
          name: 'plain',
          method: 'GET',
          url: '/resourceful/portfolio/portfolio/7/account',
          omit_results_on_success: false,
        },
        {
          name: 'params',
          method: 'GET',
          url: '/resourceful/portfolio/account/7/transaction',
          omit_results_on_success: false,
          body: {
            start_date: '2026-01-01',
            page_size: 1000,
            transaction_type: ['contribution', 'withdrawal'],
            include_irr: 0,
            created_date: { start_date: '2026-01-01' },
            fields: ['a', 'b'],
          },
        },
        // A write's body is its JSON as given: booleans stay booleans.
        {
          name: 'write',
          method: 'PATCH',
          url: '/resourceful/entity/client-v4/12',
          omit_results_on_success: false,
          body: { fields: { flag: true } },
        },
      ],
      include_subtimings: false,
    });
  });

  it('refuses, before sending anything, an item whose parameters are in its url, and a name used twice', async () => {
    handler = (req) => batchReply(req, echo);
    await expect(
      batch.run(cred, 'g', [{ name: 'a', path: 'portfolio/profit_analysis/detail?accountid=7' }]),
    ).rejects.toThrow(/parameters go in its body/);
    await expect(
      batch.run(cred, 'g', [
        { name: 'a', path: 'site' },
        { name: 'a', path: 'site' },
      ]),
    ).rejects.toThrow(/used twice/);
    expect(stub.requests).toHaveLength(0);
  });

  it('makes no call for no items', async () => {
    expect((await batch.run(cred, 'g', [])).size).toBe(0);
    expect(stub.requests).toHaveLength(0);
  });

  it('matches answers by name whatever their order, decoding each string body and unwrapping its typed values', async () => {
    handler = (req) =>
      batchReply(
        req,
        (item) => ({
          body: {
            name: item.name,
            on: { _type: 'Date', _val: '2026-01-02' },
            value: { _type: 'Currency', _val: { code: 'GBP', value: '10.50' } },
          },
        }),
        (items) => [...items].reverse(),
      );
    const answers = await batch.run(cred, 'g', [
      { name: 'first', path: 'a' },
      { name: 'second', path: 'b' },
    ]);
    expect(answers.get('first')).toEqual({
      name: 'first',
      code: 200,
      body: { name: 'first', on: '2026-01-02', value: { code: 'GBP', value: decimal('10.50') } },
    });
    expect(answers.get('second')!.body).toMatchObject({ name: 'second' });
  });

  it('reads an empty or omitted body as null, and a text answer as its text', async () => {
    handler = (req) =>
      batchReply(req, (item): ItemReply =>
        item.name === 'empty'
          ? { code: 204, headers: {} }
          : { text: '<p>hello</p>', headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    const answers = await batch.run(cred, 'g', [
      { name: 'empty', method: 'DELETE', path: 'x' },
      { name: 'html', path: 'docnote-v2/1/body' },
    ]);
    expect(answers.get('empty')).toEqual({ name: 'empty', code: 204, body: null });
    expect(answers.get('html')!.body).toBe('<p>hello</p>');
  });

  it("fails with the first failed item's platform error, mapped from its string body like any failure, and logs it with the request id", async () => {
    handler = (req) =>
      batchReply(req, (item) =>
        item.name === 'mine'
          ? { body: [] }
          : item.name === 'refused'
            ? { code: 403, body: { error_code: null, api_message: 'Permission Error: not yours', user_message: null } }
            : { code: 401, body: { api_message: 'no session' } },
      );
    const error = await runInPlatformCallScope('req-7', () =>
      batch
        .run(cred, 'positions', [
          { name: 'mine', path: 'a' },
          { name: 'refused', path: 'portfolio/account/9' },
          { name: 'gone', path: 'c' },
        ])
        .catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'forbidden', status: 403, apiMessage: expect.stringContaining('not yours') });
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^log request req-7: batch positions item refused GET \/resourceful\/portfolio\/account\/9 failed: 403 Forbidden forbidden '.*Permission Error: not yours/,
      ),
    ]);

    handler = (req) =>
      batchReply(req, () => ({
        code: 401,
        body: { api_message: 'This feature is not available without a valid session' },
      }));
    await expect(batch.run(cred, 'g', [{ name: 'a', path: 'a' }])).rejects.toMatchObject({
      code: 'no_session',
      status: 401,
    });
  });

  it("never reads a failed item's 500 body, and gives allowed failures back as answers with no body", async () => {
    handler = (req) =>
      batchReply(req, (item) =>
        item.name === 'broken'
          ? { code: 500, text: 'Traceback at db01.internal:5432', headers: { 'Content-Type': 'text/plain' } }
          : { code: 404, body: { api_message: 'FX rate XYZ/GBP' } },
      );
    await expect(batch.run(cred, 'g', [{ name: 'broken', path: 'a' }])).rejects.toMatchObject({
      code: 'unavailable',
      status: 500,
      apiMessage: null,
    });
    const answers = await batch.run(cred, 'g', [{ name: 'XYZ', path: 'portfolio/security/XYZGBP/FX' }], {
      allow: [404],
    });
    expect(answers.get('XYZ')).toEqual({ name: 'XYZ', code: 404, body: null });
  });

  it.each([
    ['an answer that is not a list', { status: 200, body: { batch: [] } }],
    [
      'a body that is not a string',
      { status: 200, body: [{ code: 200, msg: 'OK', name: 'a', body: { rows: [] }, headers: {} }] },
    ],
    [
      'a success whose body is not JSON',
      { status: 200, body: [{ code: 200, msg: 'OK', name: 'a', body: 'rows', headers: {} }] },
    ],
    [
      'an item not asked for',
      {
        status: 200,
        body: [
          { code: 200, msg: 'OK', name: 'a', body: '[]' },
          { code: 200, msg: 'OK', name: 'b', body: '[]' },
        ],
      },
    ],
    [
      'an item answered twice',
      {
        status: 200,
        body: [
          { code: 200, msg: 'OK', name: 'a', body: '[]' },
          { code: 200, msg: 'OK', name: 'a', body: '[]' },
        ],
      },
    ],
    ['an item not answered', { status: 200, body: [] }],
    ['an item without a code', { status: 200, body: [{ status: 200, name: 'a', body: '[]' }] }],
  ])('refuses %s as an answer it cannot read', async (_, reply) => {
    handler = () => reply;
    await expect(batch.run(cred, 'g', [{ name: 'a', path: 'a' }])).rejects.toMatchObject({ code: 'unknown' });
    expect(log.lines[0]).toMatch(/^warn request -: batch g: /);
  });

  it('posts 120 items as 50, 50 and 20 side by side, and keeps an item with the items whose results it uses', async () => {
    // Each chunk is held until the third has arrived: sent side by side, all three are at the platform
    // at once; sent one after another, the first would never be answered (the test would time out).
    let inFlight = 0;
    let maxInFlight = 0;
    let allThere: () => void = () => undefined;
    const three = new Promise<void>((resolve) => (allThere = resolve));
    handler = async (req) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      if (inFlight === 3) allThere();
      await three;
      inFlight--;
      return batchReply(req, echo);
    };
    const items = Array.from({ length: 120 }, (_, i) => ({ name: `item${i}`, path: `entity/client/${i}` }));
    const answers = await batch.run(cred, 'g', items);
    expect(stub.requests.map((r) => sentItems(r).length)).toEqual([50, 50, 20]);
    expect(maxInFlight).toBe(3);
    expect([...answers.keys()]).toEqual(items.map((i) => i.name));

    stub.requests.length = 0;
    const chained = [
      ...Array.from({ length: 49 }, (_, i) => ({ name: `item${i}`, path: 'site' })),
      { name: 'client', path: 'entity/client-v3/1', body: { fields: ['client_adviser'] } },
      {
        name: 'adviser',
        path: `entity/user-v2/${resultRef('client', '$.client_adviser')}`,
        body: { fields: ['first_name'] },
      },
    ];
    await batch.run(cred, 'g', chained);
    expect(
      stub.requests.map((r) =>
        sentItems(r)
          .map((i) => i.name)
          .filter((n) => !n.startsWith('item')),
      ),
    ).toEqual([[], ['client', 'adviser']]);
    expect(stub.requests.map((r) => sentItems(r).length)).toEqual([49, 2]);
    await expect(
      batch.run(cred, 'g', [
        { name: 'x', path: `a/${resultRef('later', '$.id')}` },
        { name: 'later', path: 'b' },
      ]),
    ).rejects.toThrow(/not asked before it/);
  });

  it('is a write: a failing batch call is not tried again', async () => {
    handler = () => ({ status: 503, body: { api_message: 'down' } });
    await expect(batch.run(cred, 'g', [{ name: 'a', path: 'a' }])).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
    });
    expect(stub.requests).toHaveLength(1);
  });
});
