import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpService } from '@nestjs/axios';
import axios from 'axios';
import type { AxiosInstance } from 'axios' with { 'resolution-mode': 'import' };
import { resultRef } from './platform-batch';
import { platformClient } from './platform-client';
import { withPlatformHttpDefaults } from './platform-http.config';
import { listeningLog } from './testing/batch-exchange';
import { startStubPlatform, type StubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

/**
 * Recorded batch exchanges in the shapes of the public documentation (each fixture names its source),
 * replayed by the stub platform: what the client sends must be the recorded request, and what it makes
 * of the recorded answer is checked. No sandbox takes part.
 */
interface Exchange {
  source: string;
  goal: string;
  request: unknown;
  response: unknown[];
}

const exchange = (file: string): Exchange =>
  JSON.parse(readFileSync(join(__dirname, 'testing', 'fixtures', file), 'utf8'));

describe('batch contract: recorded exchanges replayed', () => {
  let stub: StubPlatform;
  let recorded: Exchange;
  const cred = { token: 'tok-1' };

  beforeAll(async () => {
    // Answers the recorded answer to a batch posted with the recorded goal; anything else is a 404.
    stub = await startStubPlatform((req) =>
      req.method === 'POST' && req.url === `/resourceful?goal=${recorded.goal}`
        ? { status: 200, body: recorded.response }
        : { status: 404, body: { api_message: 'not recorded' } },
    );
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const client = () =>
    platformClient(
      new HttpService(axios.create() as AxiosInstance),
      withPlatformHttpDefaults({ baseUrl: stub.baseUrl }),
      listeningLog(),
    );

  it("sends the documentation's dependent request as recorded and reads both string bodies (Batched Requests.md)", async () => {
    recorded = exchange('batch-dependent-request.json');
    const answers = await client().batch.run(cred, recorded.goal, [
      {
        name: 'client',
        path: 'entity/client-v3/10001',
        body: { fields: ['first_name', 'last_name', 'client_adviser'] },
      },
      {
        name: 'adviser',
        path: `entity/user-v2/${resultRef('client', '$.client_adviser')}`,
        body: { fields: ['first_name', 'last_name'] },
      },
    ]);
    expect(stub.requests).toHaveLength(1);
    expect(first(stub.requests).body).toEqual(recorded.request);
    expect(answers.get('client')).toEqual({
      name: 'client',
      code: 200,
      body: {
        client_adviser: 20001,
        first_name: 'Amelia',
        last_name: 'Hartley',
        id: 10001,
        entity_name: 'Hartley, Amelia',
      },
    });
    expect(answers.get('adviser')).toEqual({
      name: 'adviser',
      code: 200,
      body: { fields: { first_name: 'Sarah', last_name: 'Whitmore' }, id: 20001, entity_name: 'Whitmore, Sarah' },
    });
  });

  it("takes a failed request inside a 200 batch for that request's platform error (Batched Requests.md, Errors)", async () => {
    recorded = exchange('batch-item-failure.json');
    const requests = [
      { name: 'portfolio:100011', path: 'portfolio/portfolio/100011/account' },
      { name: 'portfolio:100021', path: 'portfolio/portfolio/100021/account' },
    ];
    const error = await client()
      .batch.run(cred, recorded.goal, requests)
      .catch((e: unknown) => e);
    expect(first(stub.requests).body).toEqual(recorded.request);
    expect(error).toMatchObject({
      code: 'forbidden',
      status: 403,
      userMessage: 'You do not have access to this portfolio.',
    });

    // The request that succeeded beside it is read whole, its typed values unwrapped.
    const answers = await client().batch.run(cred, recorded.goal, requests, { allow: [403] });
    expect(answers.get('portfolio:100011')!.body).toEqual([
      expect.objectContaining({ accountid: 10001101, portfolioid: 100011, inception_date: '2019-04-06' }),
    ]);
    expect(answers.get('portfolio:100021')).toEqual({ name: 'portfolio:100021', code: 403, body: null });
  });
});
