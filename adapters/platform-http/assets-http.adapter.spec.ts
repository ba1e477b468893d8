import { decimal, toMinorUnits, type Decimal } from '../../domain/money/decimal';
import { Test } from '@nestjs/testing';
import {
  AssetsPort,
  type AnnuityRecord,
  type InvestmentRecord,
  type LiabilityRecord,
  type PensionRecord,
} from '../../application/ports/assets.port';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import { AssetsHttpAdapter, createAssetsHttpAdapter } from './assets-http.adapter';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { PlatformHttpModule } from './platform-http.module';
import { FaultProxy } from '../../test/support/fault-proxy';
import { batchReply, listeningLog, sentItems } from './testing/batch-exchange';
import { startStubPlatform, type StubHandler, type StubPlatform } from './testing/stub-platform';
import { first, itemAt } from '../../domain/shared/present';

const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const PASSWORD = 'Demo-Passw0rd';

/** Pence of a money value, exactly. */
const pence = (m: { value: Decimal }): number => Number(toMinorUnits(m.value));

describe('AssetsHttpAdapter against the sandbox platform', () => {
  let sb: RunningSandbox;
  let assets: AssetsHttpAdapter;
  let amelia: PlatformCredential;

  async function signIn(username: string): Promise<PlatformCredential> {
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({ username, password: PASSWORD });
    if (outcome.kind !== 'signedIn') throw new Error(`${username} did not sign in: ${outcome.kind}`);
    return outcome.credential;
  }

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    assets = createAssetsHttpAdapter({ baseUrl: sb.url });
    amelia = await signIn('amelia@client');
  });
  afterAll(() => sb.close());
  afterEach(() => {
    sb.state.settings.platformVersion = '23.6.301';
    sb.state.settings.underAdviceField = true;
  });

  it("reads amelia's family group as members: herself, ben as partner, Oliver not login accessible", async () => {
    const members = await assets.members({ credential: amelia, clientId: AMELIA });
    expect(members).toEqual([
      {
        memberId: AMELIA,
        entityName: 'Amelia Hartley',
        isClient: true,
        loginAccessible: true,
        relationship: 'self',
        preferredCurrency: 'GBP',
      },
      {
        memberId: BEN,
        entityName: 'Ben Hartley',
        isClient: true,
        loginAccessible: true,
        relationship: 'partner',
        preferredCurrency: 'GBP',
      },
      {
        memberId: OLIVER,
        entityName: 'Oliver Hartley',
        isClient: true,
        loginAccessible: false,
        relationship: 'other',
        preferredCurrency: 'GBP',
      },
    ]);
  });

  it('reads investments as typed records with their owners from the owner lookup', async () => {
    const list = (await assets.assets({
      credential: amelia,
      memberId: AMELIA,
      kind: 'investment',
    })) as InvestmentRecord[];
    expect(list.every((r) => r.kind === 'investment')).toBe(true);
    const bond = list.find((r) => r.description === 'Joint Investment Bond')!;
    expect(bond.owners.map((o) => [o.ownerId, o.percentOwned]).sort()).toEqual([
      [AMELIA, 50],
      [BEN, 50],
    ]);
    expect(bond.owners.find((o) => o.ownerId === BEN)).toMatchObject({
      firstName: 'Ben',
      lastName: 'Hartley',
      name: 'Ben Hartley',
    });
    expect(bond).toMatchObject({
      typeCode: 'BOND',
      status: 'Paid Up',
      underAdvice: true,
      supplier: 'AVIVA',
      marketValue: { currency: 'GBP', value: expect.objectContaining({ coefficient: expect.any(BigInt) }) },
    });
    expect(bond.valuationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const premiumBonds = list.find((r) => r.description === "Ben's Premium Bonds")!;
    expect(premiumBonds.owners.find((o) => o.ownerId === AMELIA)!.percentOwned).toBe(0);
    const usd = list.find((r) => r.marketValue.currency === 'USD')!;
    expect(usd.amountInReportCurrency!.currency).toBe('GBP');
    expect(usd.underAdvice).toBe(false);
    // Asset ids are the list's own row numbers, each once.
    expect(list.map((r) => r.assetId)).toEqual(list.map((_, i) => i + 1));
  });

  it('reads pensions (a EUR one, the SIPP wrapper), annuities and liabilities with every field', async () => {
    const pensions = (await assets.assets({
      credential: amelia,
      memberId: AMELIA,
      kind: 'pension',
    })) as PensionRecord[];
    const eur = pensions.find((p) => p.fundValue.currency === 'EUR')!;
    expect(eur.fundValueInPlanCurrency).toEqual(eur.fundValue);
    expect(eur.fundValueInReportCurrency!.currency).toBe('GBP');
    const wrapper = pensions.find((p) => p.type === 'SIPP Wrapper')!;
    expect(wrapper.isSippWrapper).toBe(true);
    expect(pensions.find((p) => p.type === 'QROPs Wrapper')!.isSippWrapper).toBe(false);
    // The crystallised and uncrystallised parts add up to the fund, to the penny.
    for (const p of pensions)
      expect(pence(p.crystallisedFund!) + pence(p.uncrystallisedFund!)).toBe(pence(p.fundValue));
    const annuities = (await assets.assets({
      credential: amelia,
      memberId: AMELIA,
      kind: 'annuity',
    })) as AnnuityRecord[];
    expect(annuities.map((a) => a.policyStatus)).toEqual(expect.arrayContaining(['Inforce', 'Lapsed']));
    expect(annuities[0]).toMatchObject({
      frequency: 'Monthly',
      incomeRate: expect.any(Number),
      incomeValue: { currency: 'GBP' },
      capitalContent: { currency: 'GBP' },
    });
    const liabilities = (await assets.assets({
      credential: amelia,
      memberId: AMELIA,
      kind: 'liability',
    })) as LiabilityRecord[];
    expect(liabilities.every((l) => l.amount.value.coefficient > 0n)).toBe(true);
    expect(liabilities.map((l) => l.status)).toEqual(expect.arrayContaining(['Current', 'Repaid']));
    expect(liabilities[0]).toMatchObject({
      packageName: expect.any(String),
      rate: expect.any(Number),
      policyNumber: expect.stringMatching(/^LIA\d{6}$/),
    });
  });

  it('reads every page of a list longer than 50 rows, and owners for every row in batches of 50', async () => {
    // A proxy in front of the sandbox that notes every call ('METHOD path').
    const calls: string[] = [];
    const proxy = new FaultProxy(sb.origin);
    proxy.rules = [{ match: { test: (line: string) => (calls.push(line), false) } as unknown as RegExp }];
    const counted = createAssetsHttpAdapter({ baseUrl: `${await proxy.start()}/resourceful` });
    try {
      await readScaleLists(counted, calls);
    } finally {
      await proxy.close();
    }
  });

  async function readScaleLists(counted: AssetsHttpAdapter, calls: string[]): Promise<void> {
    const scale = await signIn('scale@client');
    const scaleId = sb.state.index.userByLooseName('scale')!.entityId;
    const investments = await counted.assets({ credential: scale, memberId: scaleId, kind: 'investment' });
    expect(investments).toHaveLength(130);
    expect(new Set(investments.map((r) => r.assetId)).size).toBe(130);
    expect(
      investments.every(
        (r) => r.owners.length === 1 && first(r.owners).ownerId === scaleId && first(r.owners).percentOwned === 100,
      ),
    ).toBe(true);
    // 130 rows: pages of 50, 50 and 30 (three reads), owners in batch calls of 50, 50 and 30 lookups.
    expect(calls.filter((c) => c.startsWith(`GET /resourceful/entity/client/${scaleId}/asset`))).toHaveLength(3);
    expect(calls.filter((c) => c.startsWith('POST /resourceful?goal=asset-owners'))).toHaveLength(3);
    calls.length = 0;
    // Exactly two full pages, then an empty one: the caller continued while full and stopped there.
    expect(await counted.assets({ credential: scale, memberId: scaleId, kind: 'liability' })).toHaveLength(100);
    expect(calls.filter((c) => c.startsWith('GET '))).toHaveLength(3);
    expect(await counted.assets({ credential: scale, memberId: scaleId, kind: 'pension' })).toHaveLength(51);
  }

  it('reads rapid totals with list filters, matching the owned shares of the records', async () => {
    const [investments, liabilities] = await Promise.all([
      assets.assets({ credential: amelia, memberId: AMELIA, kind: 'investment' }) as Promise<InvestmentRecord[]>,
      assets.assets({ credential: amelia, memberId: AMELIA, kind: 'liability' }) as Promise<LiabilityRecord[]>,
    ]);
    const totals = await assets.rapidTotals({
      credential: amelia,
      memberId: AMELIA,
      kinds: ['investment', 'liability'],
      currency: 'GBP',
      filters: { investment: { status: ['Existing', 'Paid Up'] }, liability: { status: ['', 'Current'] } },
    });
    // By hand: Existing/Paid Up are the ISA (100% hers) and the joint bond (50%); both GBP.
    const isa = investments.find((r) => r.status === 'Existing')!;
    const bond = investments.find((r) => r.status === 'Paid Up')!;
    const inv = totals.find((t) => t.kind === 'investment')!;
    expect(inv.records).toBe(2);
    expect(pence(inv.total)).toBe(pence(isa.marketValue) + Math.round(pence(bond.marketValue) / 2));
    // Liabilities '' or Current: the joint mortgage (50%) and the credit card (100%), not the repaid car finance.
    const mortgage = liabilities.find((l) => l.typeCode === 'MORT')!;
    const card = liabilities.find((l) => l.typeCode === 'CC')!;
    const lia = totals.find((t) => t.kind === 'liability')!;
    expect(lia).toMatchObject({ records: 2, total: { currency: 'GBP' } });
    expect(pence(lia.total)).toBe(Math.round(pence(mortgage.amount) / 2) + pence(card.amount));
  });

  it('reports the configured platform version, and rapid totals fail as not found on an older one', async () => {
    expect(await assets.platformVersion({ credential: amelia })).toBe('23.6.301');
    sb.state.settings.platformVersion = '23.5.100';
    expect(await assets.platformVersion({ credential: amelia })).toBe('23.5.100');
    const error = await assets
      .rapidTotals({ credential: amelia, memberId: AMELIA, kinds: ['pension'], currency: 'GBP' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('reads field choices, and tells whether the custom field exists (a 404 answers false)', async () => {
    const types = await assets.fieldChoices({ credential: amelia, entity: 'entity_asset', field: 'type' });
    expect(types).toContainEqual({ value: 'ISA', label: 'Stocks & Shares ISA' });
    expect(
      await assets.customFieldExists({ credential: amelia, entity: 'entity_liability', field: 'nbr_under_advice' }),
    ).toBe(true);
    sb.state.settings.underAdviceField = false;
    expect(
      await assets.customFieldExists({ credential: amelia, entity: 'entity_liability', field: 'nbr_under_advice' }),
    ).toBe(false);
    // A 500 on the lookup (a platform that breaks on unknown fields) also means no field; other failures are errors.
    const proxy = new FaultProxy(sb.origin);
    proxy.rules = [
      { match: /nbr_under_advice$/, status: 500 },
      { match: /entity_asset\/type$/, status: 403 },
    ];
    const viaProxy = createAssetsHttpAdapter({ baseUrl: `${await proxy.start()}/resourceful`, retryAttempts: 1 });
    try {
      sb.state.settings.underAdviceField = true;
      expect(
        await viaProxy.customFieldExists({ credential: amelia, entity: 'entity_asset', field: 'nbr_under_advice' }),
      ).toBe(false);
      await expect(
        viaProxy.customFieldExists({ credential: amelia, entity: 'entity_asset', field: 'type' }),
      ).rejects.toMatchObject({ code: 'forbidden' });
    } finally {
      await proxy.close();
    }
    sb.state.settings.underAdviceField = false;
    const list = await assets.assets({ credential: amelia, memberId: AMELIA, kind: 'annuity' });
    expect(list.every((r) => r.underAdvice === null)).toBe(true);
  });

  it("is refused another client's assets", async () => {
    const carlaId = sb.state.index.userByLooseName('carla')!.entityId;
    await expect(assets.assets({ credential: amelia, memberId: carlaId, kind: 'investment' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    const adviser2 = await signIn('adviser2');
    await expect(assets.members({ credential: adviser2, clientId: AMELIA })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('is what Nest injects for AssetsPort from the platform HTTP module', async () => {
    const app = await Test.createTestingModule({
      imports: [PlatformHttpModule.forRoot({ baseUrl: sb.url })],
    }).compile();
    try {
      const port = app.get(AssetsPort);
      expect(port).toBeInstanceOf(AssetsHttpAdapter);
      expect(await port.platformVersion({ credential: amelia })).toBe('23.6.301');
    } finally {
      await app.close();
    }
  });
});

describe('AssetsHttpAdapter batches on a stub platform', () => {
  let stub: StubPlatform;
  let handler: StubHandler;
  let assets: AssetsHttpAdapter;
  const cred = { token: 'tok-1' };
  beforeAll(async () => {
    stub = await startStubPlatform((req) => handler(req));
    assets = createAssetsHttpAdapter({ baseUrl: stub.baseUrl }, listeningLog());
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const owner = (id: number, percent: number) => ({
    owner_id: id,
    owner_first_name: 'A',
    owner_last_name: 'B',
    owner_name: 'A B',
    percent_owned: percent,
  });

  const rowsFrom = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ index: first + i, desc: `Row ${first + i}` }));
  const noOwners = (req: Parameters<StubHandler>[0]) => batchReply(req, () => ({ body: [] }));

  it("pages an asset list with the entity list's page number, 1, 2, 3, while pages come back full", async () => {
    handler = (req) => {
      if (req.method !== 'GET') return noOwners(req);
      const page = Number(new URL(req.url, 'http://stub').searchParams.get('page'));
      return { status: 200, body: page === 1 ? rowsFrom(1, 50) : page === 2 ? rowsFrom(51, 50) : rowsFrom(101, 7) };
    };
    const list = await assets.assets({ credential: cred, memberId: 12, kind: 'liability' });
    const gets = stub.requests.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(gets).toEqual(
      [1, 2, 3].map((n) => expect.stringMatching(new RegExp(`/entity/client/12/liability\\?page=${n}$`))),
    );
    expect(list.map((r) => r.assetId)).toEqual(Array.from({ length: 107 }, (_, i) => i + 1));
  });

  it('stops, each row once, when a server that does not read page answers page 1 again', async () => {
    handler = (req) => (req.method === 'GET' ? { status: 200, body: rowsFrom(1, 50) } : noOwners(req));
    const list = await assets.assets({ credential: cred, memberId: 12, kind: 'annuity' });
    expect(stub.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(list).toHaveLength(50);
  });

  it("looks up each row's owners by the row's index, whatever order the answers come in", async () => {
    handler = (req) =>
      req.method === 'GET'
        ? {
            status: 200,
            body: [
              { index: 4, desc: 'Four', market_value: { _type: 'Currency', _val: { code: 'GBP', value: '4.00' } } },
              { index: 9, desc: 'Nine' },
            ],
          }
        : batchReply(
            req,
            (item) => ({ body: [owner(Number(item.name.split(':')[1]), 100)] }),
            (items) => [...items].reverse(),
          );
    const list = await assets.assets({ credential: cred, memberId: 12, kind: 'investment' });
    expect(sentItems(itemAt(stub.requests, 1))).toEqual(
      [4, 9].map((i) => ({
        name: `owner:${i}`,
        method: 'GET',
        url: `/resourceful/entity/client/12/asset/${i}/owner`,
        omit_results_on_success: false,
      })),
    );
    expect(list.map((r) => [r.assetId, first(r.owners).ownerId])).toEqual([
      [4, 4],
      [9, 9],
    ]);
  });

  it('sends each rapid total with its list and filters in the item body, filter values as lists, and reads it by its kind', async () => {
    handler = (req) =>
      batchReply(
        req,
        (item) => ({
          body: {
            list_name: item.body!.list_name,
            total: { _type: 'Currency', _val: { code: 'GBP', value: item.name === 'investment' ? '100.50' : '7.00' } },
            count: 2,
          },
        }),
        (items) => [...items].reverse(),
      );
    const totals = await assets.rapidTotals({
      credential: cred,
      memberId: 12,
      kinds: ['investment', 'liability'],
      currency: 'GBP',
      filters: { investment: { status: ['Existing', 'Paid Up'] } },
    });
    expect(sentItems(first(stub.requests))).toEqual([
      {
        name: 'investment',
        method: 'GET',
        url: '/resourceful/entity/client-v4/12/total_amount',
        body: { list_name: 'asset', amount_field: 'market_value', currency: 'GBP', status: ['Existing', 'Paid Up'] },
        omit_results_on_success: false,
      },
      {
        name: 'liability',
        method: 'GET',
        url: '/resourceful/entity/client-v4/12/total_amount',
        body: { list_name: 'liability', amount_field: 'amount', currency: 'GBP' },
        omit_results_on_success: false,
      },
    ]);
    expect(totals).toEqual([
      { kind: 'investment', total: { value: decimal('100.50'), currency: 'GBP' }, records: 2 },
      { kind: 'liability', total: { value: decimal('7.00'), currency: 'GBP' }, records: 2 },
    ]);
  });

  it('shows no total of another list than the one asked', async () => {
    handler = (req) =>
      batchReply(req, () => ({
        body: { list_name: 'account', total: { _type: 'Currency', _val: { code: 'GBP', value: '1.00' } }, count: 1 },
      }));
    await expect(
      assets.rapidTotals({ credential: cred, memberId: 12, kinds: ['pension'], currency: 'GBP' }),
    ).rejects.toMatchObject({ code: 'unknown' });
  });
});
