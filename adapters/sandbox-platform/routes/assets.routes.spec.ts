import { itemAt, present } from '../../../domain/shared/present';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { standaloneOptions } from '../standalone-options';
import { call, entityOf, signIn } from '../testing/sandbox-test-client';

const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const LISTS = ['asset', 'fund_za', 'annuity', 'liability'] as const;

/** Pence of a wire Currency value ('1234.56' is 123456), exactly. */
const pence = (c: { _val: { value: { _val: string } } }): number => Math.round(Number(c._val.value._val) * 100);

describe('sandbox asset calls (spec 2 §3, §7)', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let adviser: string;
  let adviser2: string;
  let ben: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    [amelia, adviser, adviser2, ben] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
      signIn(sb, 'ben'),
    ]);
  });
  afterAll(() => sb.close());
  afterEach(() => {
    sb.state.settings.platformVersion = '23.6.301';
    sb.state.settings.underAdviceField = true;
  });

  const get = (path: string, token = amelia) => call(sb, 'GET', path, { token });

  /** Every row of a list, page 1, 2, … while a page is full; also the page sizes seen. */
  async function allPages(path: string, token: string): Promise<{ rows: any[]; sizes: number[] }> {
    const rows: any[] = [];
    const sizes: number[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`${path}?page=${page}`, token);
      expect(res.status).toBe(200);
      sizes.push(res.body.length);
      rows.push(...res.body);
      if (res.body.length < 50) return { rows, sizes };
    }
  }

  describe('paging, 50 rows a page', () => {
    let scale: string;
    let scaleId: number;
    beforeAll(async () => {
      scale = await signIn(sb, 'scale');
      scaleId = entityOf(sb, 'scale');
    });

    it('pages a list longer than 50 rows: 130 investments come as 50, 50 and 30, each row once, in order', async () => {
      const { rows, sizes } = await allPages(`entity/client/${scaleId}/asset`, scale);
      expect(sizes).toEqual([50, 50, 30]);
      expect(rows.map((r) => r.index)).toEqual(Array.from({ length: 130 }, (_, i) => i + 1));
    });

    it('answers an empty page after a list of exactly two full pages (100 liabilities), and one row after 50 pensions', async () => {
      expect((await allPages(`entity/client/${scaleId}/liability`, scale)).sizes).toEqual([50, 50, 0]);
      expect((await allPages(`entity/client/${scaleId}/fund_za`, scale)).sizes).toEqual([50, 1]);
    });

    it('takes the first page without a page number, refuses a page that is not one, and ignores parameters it does not know', async () => {
      expect((await get(`entity/client/${scaleId}/asset`, scale)).body.map((r: { index: number }) => r.index)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      for (const bad of ['0', '-1', '1.5', 'two'])
        expect((await get(`entity/client/${scaleId}/asset?page=${bad}`, scale)).status).toBe(400);
      // A bookmark or page size is not this list's: a real server ignores it, and so does the sandbox.
      expect(
        (await get(`entity/client/${scaleId}/asset?page_size=10&page_bookmark=nonsense`, scale)).body,
      ).toHaveLength(50);
    });
  });

  describe("amelia's data", () => {
    it('has every type, with the statuses and wrappers the portal must drop', async () => {
      const lists: Record<string, any[]> = Object.fromEntries(
        await Promise.all(LISTS.map(async (l) => [l, (await get(`entity/client/${AMELIA}/${l}`)).body as any[]])),
      );
      const list = (l: string): any[] => present(lists[l], `the ${l} list`);
      for (const l of LISTS) expect(list(l).length).toBeGreaterThan(0);
      expect(list('asset').map((r) => r.status)).toContain('Surrendered');
      expect(list('fund_za').map((r) => r.policy_status)).toContain('Transferred');
      expect(list('annuity').map((r) => r.policy_status)).toContain('Lapsed');
      expect(list('liability').map((r) => r.status)).toContain('Repaid');
      expect(list('fund_za').map((r) => r.type)).toEqual(expect.arrayContaining(['SIPP Wrapper', 'QROPs Wrapper']));
      expect(list('fund_za').find((r) => r.type === 'SIPP Wrapper').is_sipp_wrapper).toBe(true);
      // Managed and non-managed in each of the lists that have more than one row.
      for (const l of LISTS) expect(new Set(list(l).map((r) => r.nbr_under_advice))).toEqual(new Set([true, false]));
      for (const r of list('annuity')) expect(r.under_advice).toBe(r.nbr_under_advice);
    });

    it("has a EUR pension whose report-currency value is its fund value at the day's EUR to GBP rate", async () => {
      const eur = (await get(`entity/client/${AMELIA}/fund_za`)).body.find(
        (r: any) => r.fund_value._val.code === 'EUR',
      );
      expect(eur).toBeDefined();
      expect(eur.fund_value_in_report_currency._val.code).toBe('GBP');
      const fx = (await get(`portfolio/security/EURGBP/FX?date=${sb.state.assets.asOf}`)).body;
      // The quote's rate is rounded to a few places; the row is converted at the full rate, so they agree to within a few pence.
      expect(Number(eur.fund_value_in_report_currency._val.value._val)).toBeCloseTo(
        Number(eur.fund_value._val.value._val) * fx.last_price,
        -1,
      );
    });

    it("gives the owners of a row: the joint bond 50/50 with ben, and ben's premium bonds at 0% to amelia", async () => {
      const rows = (await get(`entity/client/${AMELIA}/asset`)).body as any[];
      const owners = async (r: any) => (await get(`entity/client/${AMELIA}/asset/${r.index}/owner`)).body as any[];
      const joint = await owners(rows.find((r) => r.desc === 'Joint Investment Bond'));
      expect(joint.map((o) => [o.owner_id, o.percent_owned]).sort()).toEqual([
        [AMELIA, 50],
        [BEN, 50],
      ]);
      const bonds = await owners(rows.find((r) => r.desc === "Ben's Premium Bonds"));
      expect(bonds.find((o) => o.owner_id === AMELIA).percent_owned).toBe(0);
      expect(bonds[0]).toMatchObject({
        owner_first_name: 'Ben',
        owner_last_name: 'Hartley',
        owner_name: 'Ben Hartley',
      });
      expect((await get(`entity/client/${AMELIA}/asset/999/owner`)).status).toBe(404);
      // The same joint bond is in ben's list too (amelia holds view_partner).
      expect(((await get(`entity/client/${BEN}/asset`)).body as any[]).map((r) => r.desc)).toContain(
        'Joint Investment Bond',
      );
    });

    it('lists her family: herself, ben (partner) and Oliver, who is not login accessible', async () => {
      const members = (await get(`entity/client/${AMELIA}/client_group/member`)).body as any[];
      expect(members.map((m) => [m.member_id, m.relationship, m.login_accessible])).toEqual([
        [AMELIA, 'self', true],
        [BEN, 'partner', true],
        [OLIVER, 'other', false],
      ]);
      expect(members.every((m) => m.preferred_currency === 'GBP')).toBe(true);
    });

    it('gives carla managed and non-managed assets of every type', async () => {
      const carla = await signIn(sb, 'carla');
      const id = entityOf(sb, 'carla');
      for (const l of LISTS)
        expect(((await get(`entity/client/${id}/${l}`, carla)).body as any[]).length).toBeGreaterThan(0);
      const flags = new Set(
        ((await get(`entity/client/${id}/asset`, carla)).body as any[]).map((r) => r.nbr_under_advice),
      );
      expect(flags).toEqual(new Set([true, false]));
    });
  });

  describe('rights', () => {
    it("refuses another client's assets, owners and totals", async () => {
      const carlaId = entityOf(sb, 'carla');
      expect((await get(`entity/client/${carlaId}/asset`)).status).toBe(403);
      expect((await get(`entity/client/${carlaId}/fund_za/1/owner`)).status).toBe(403);
      expect((await get(`entity/client-v4/${carlaId}/total_amount?list_name=asset`)).status).toBe(403);
      // Oliver is in amelia's family but not hers to read; ben has no view_partner.
      expect((await get(`entity/client/${OLIVER}/asset`)).status).toBe(403);
      expect((await get(`entity/client/${AMELIA}/liability`, ben)).status).toBe(403);
    });

    it("lets amelia's adviser read them and refuses adviser2", async () => {
      expect((await get(`entity/client/${AMELIA}/annuity`, adviser)).status).toBe(200);
      expect((await get(`entity/client/${OLIVER}/asset`, adviser)).status).toBe(200);
      expect((await get(`entity/client/${AMELIA}/annuity`, adviser2)).status).toBe(403);
      expect((await get(`entity/client/${AMELIA}/annuity/1/owner`, adviser2)).status).toBe(403);
    });

    it('answers 401 without a session and 404 for an unknown client', async () => {
      expect((await call(sb, 'GET', `entity/client/${AMELIA}/asset`)).status).toBe(401);
      expect((await get('entity/client/99999/asset', adviser)).status).toBe(404);
    });
  });

  describe('rapid totals (total_amount), by platform version', () => {
    const path = `entity/client-v4/${AMELIA}/total_amount?list_name=asset&status.0=Existing&status.1=Paid%20Up`;

    it('adds up the owned share of the matching rows on 23.5.269 and later', async () => {
      sb.state.settings.platformVersion = '23.5.269';
      const res = await get(path);
      expect(res.status).toBe(200);
      const rows = (await get(`entity/client/${AMELIA}/asset`)).body as any[];
      // By hand: 'Existing' is the ISA (100% hers), 'Paid Up' the joint bond (50% hers); both in GBP.
      // Total = ISA + bond / 2, in pence (the half penny of an odd bond rounds away from zero).
      const isa = pence(rows.find((r) => r.status === 'Existing').market_value);
      const bond = pence(rows.find((r) => r.status === 'Paid Up').market_value);
      expect(rows.filter((r) => ['Existing', 'Paid Up'].includes(r.status))).toHaveLength(2);
      expect(pence(res.body.total)).toBe(isa + Math.round(bond / 2));
      expect(res.body).toMatchObject({
        list_name: 'asset',
        amount_field: 'market_value',
        count: 2,
        total: { _val: { code: 'GBP' } },
      });
    });

    it("rounds each row's owned share to the penny before adding, so it equals the sum of the owned values shown", async () => {
      const rows = (await get(`entity/client/${AMELIA}/asset`)).body as any[];
      const res = (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset&type.0=BOND&type.1=PROP`)).body;
      // By hand: the joint bond and the joint buy-to-let, each 50% hers; each half rounded (half a penny away from zero), then added.
      const halves = rows
        .filter((r) => ['BOND', 'PROP'].includes(r.type))
        .map((r) => Math.round(pence(r.market_value) / 2));
      expect(halves).toHaveLength(2);
      expect(pence(res.total)).toBe(itemAt(halves, 0) + itemAt(halves, 1));
    });

    it('leaves out rows owned at 0% and counts only the rest', async () => {
      // Amelia's list holds ben's premium bonds at 0%: the unfiltered count is one short of her rows.
      const rows = (await get(`entity/client/${AMELIA}/asset`)).body as any[];
      const all = (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset`)).body;
      expect(all.count).toBe(rows.length - 1);
    });

    it('filters on the under-advice field and on pension wrappers', async () => {
      const managed = (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=liability&nbr_under_advice=1`))
        .body;
      const rows = (await get(`entity/client/${AMELIA}/liability`)).body as any[];
      // By hand: the only managed liability is the joint mortgage, 50% hers.
      const mortgage = rows.find((r) => r.nbr_under_advice === true);
      expect(rows.filter((r) => r.nbr_under_advice === true)).toHaveLength(1);
      expect(pence(managed.total)).toBe(Math.round(pence(mortgage.amount) / 2));
      const wrappers = (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=fund_za&is_sipp_wrapper=1`)).body;
      expect(wrappers.count).toBe(1);
      expect(
        (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=fund_za&is_sipp_wrapper.0=0`)).body.count,
      ).toBeGreaterThan(0);
    });

    it('takes filters in the documented forms only: a list numbered, a boolean 1 or 0; an unknown name is ignored', async () => {
      sb.state.settings.platformVersion = '23.5.269';
      // A repeated key is not a list; true is not a boolean of a query string.
      expect(
        (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset&status=Existing&status=Paid%20Up`)).status,
      ).toBe(400);
      expect(
        (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=fund_za&is_sipp_wrapper=false`)).status,
      ).toBe(400);
      const all = (await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset`)).body;
      expect((await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset&statuses=Existing`)).body).toEqual(
        all,
      );
    });

    it('answers 404 before 23.5.269, as an older platform would, for every list', async () => {
      sb.state.settings.platformVersion = '23.5.268';
      expect((await get(path)).status).toBe(404);
      expect((await get(`entity/client-v4/${AMELIA}/total_amount?list_name=account`)).status).toBe(404);
      expect((await call(sb, 'GET', 'site')).body.version).toBe('23.5.268');
      sb.state.settings.platformVersion = '23.10.1';
      expect((await get(path)).status).toBe(200);
    });

    it('takes its version from the option or SANDBOX_PLATFORM_VERSION, and its under-advice field from SANDBOX_UNDER_ADVICE', async () => {
      expect(standaloneOptions({ SANDBOX_PLATFORM_VERSION: '23.4.100' }).platformVersion).toBe('23.4.100');
      expect(standaloneOptions({ SANDBOX_UNDER_ADVICE: 'off' }).underAdviceField).toBe(false);
      const plain = await startSandboxPlatform(standaloneOptions({ SANDBOX_PORT: '0' }));
      try {
        expect((await call(plain, 'GET', 'site')).body.version).toBe('23.6.301');
        expect(plain.state.settings.underAdviceField).toBe(true);
      } finally {
        await plain.close();
      }
      const old = await startSandboxPlatform({ platformVersion: '22.1.5', underAdviceField: false });
      try {
        expect((await call(old, 'GET', 'site')).body.version).toBe('22.1.5');
        const token = await signIn(old, 'amelia');
        expect(
          (await call(old, 'GET', `entity/client-v4/${AMELIA}/total_amount?list_name=asset`, { token })).status,
        ).toBe(404);
        expect((await call(old, 'GET', 'ufield/entity_asset/nbr_under_advice', { token })).status).toBe(404);
      } finally {
        await old.close();
      }
    });
  });

  describe('user fields', () => {
    it('describes nbr_under_advice and its choices on every asset entity while the firm has it', async () => {
      for (const entity of ['entity_asset', 'entity_annuity', 'entity_liability', 'entity_fund_za']) {
        expect((await get(`ufield/${entity}/nbr_under_advice`)).body).toEqual({
          entity,
          field: 'nbr_under_advice',
          label: 'Under advice',
          type: 'bool',
          custom: true,
        });
        expect((await get(`ufield/${entity}/nbr_under_advice/choice`)).body).toEqual([
          { code: '1', description: 'Yes' },
          { code: '0', description: 'No' },
        ]);
      }
    });

    it('answers 404 for nbr_under_advice without the field, and the rows no longer carry it', async () => {
      sb.state.settings.underAdviceField = false;
      for (const entity of ['entity_asset', 'entity_annuity', 'entity_liability', 'entity_fund_za']) {
        expect((await get(`ufield/${entity}/nbr_under_advice`)).status).toBe(404);
        expect((await get(`ufield/${entity}/nbr_under_advice/choice`)).status).toBe(404);
      }
      const rows = (await get(`entity/client/${AMELIA}/asset`)).body as any[];
      expect(rows.some((r) => 'nbr_under_advice' in r)).toBe(false);
      const annuities = (await get(`entity/client/${AMELIA}/annuity`)).body as any[];
      expect(annuities.some((r) => 'nbr_under_advice' in r || 'under_advice' in r)).toBe(false);
      expect((await get(`entity/client-v4/${AMELIA}/total_amount?list_name=asset&nbr_under_advice=true`)).status).toBe(
        400,
      );
      // The other fields stay.
      expect((await get('ufield/entity_asset/type/choice')).status).toBe(200);
    });

    it('lists type and supplier codes, with every code the rows use', async () => {
      const types = ((await get('ufield/entity_fund_za/type/choice')).body as any[]).map((c) => c.code);
      const rows = (await get(`entity/client/${AMELIA}/fund_za`)).body as any[];
      for (const r of rows) expect(types).toContain(r.type);
      const providers = ((await get('ufield/entity_fund_za/product_provider/choice')).body as any[]).map((c) => c.code);
      for (const r of rows) expect(providers).toContain(r.product_provider);
      expect((await get('ufield/entity_asset/no_such_field')).status).toBe(404);
      expect((await get('ufield/entity_asset/no_such_field/choice')).status).toBe(404);
      expect((await get('ufield/entity/client_access_level/choice')).body).toHaveLength(4);
    });
  });
});
