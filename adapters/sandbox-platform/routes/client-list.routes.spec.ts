import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

describe('client list (entity/client-v3/)', () => {
  let sb: RunningSandbox;
  let adviser: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform();
    adviser = await signIn(sb, 'adviser');
  });
  afterAll(() => sb.close());

  const list = (query: string, token = adviser) => call(sb, 'GET', `entity/client-v3/?${query}`, { token });

  async function everyPage(query: string): Promise<any[]> {
    const rows: any[] = [];
    let bookmark = '';
    for (;;) {
      // The bookmark goes back as the platform gave it (its '=', '+' and '/' unencoded).
      const page = await list(`${query}&page_size=20&page_bookmark=${bookmark}`);
      expect(page.status).toBe(200);
      rows.push(...page.body);
      if (page.body.length < 20) return rows;
      bookmark = page.body.at(-1).bookmark;
    }
  }

  it("pages through all of the adviser's clients by bookmark, sorted by entity_name then id", async () => {
    const rows = await everyPage('page_sort=entity_name');
    const book = sb.state.index.clientsOf(1001);
    expect(rows).toHaveLength(book.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(book.length);
    const names = rows.map((r) => r.entity_name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      entity_name: expect.any(String),
      first_name: expect.anything(),
      last_name: expect.anything(),
      preferred_email: expect.any(String),
      dob: expect.anything(),
      preferred_postcode: expect.any(String),
      client_access_level: expect.anything(),
      user_id: expect.anything(),
      bookmark: expect.any(String),
    });
  });

  it('sorts by -dob with dates as Date values and clients without a dob last', async () => {
    const rows = await everyPage('page_sort=-dob');
    const dobs = rows.filter((r) => r.dob).map((r) => r.dob._val);
    expect(rows.find((r) => r.dob)?.dob._type).toBe('Date');
    expect([...dobs].sort().reverse()).toEqual(dobs);
    const firstNull = rows.findIndex((r) => r.dob === null);
    if (firstNull >= 0) expect(rows.slice(firstNull).every((r) => r.dob === null)).toBe(true);
  });

  it('defaults to 20 rows sorted by entity_name', async () => {
    const res = await list('');
    expect(res.body).toHaveLength(20);
    expect(res.body[0].entity_name <= res.body[1].entity_name).toBe(true);
  });

  it('searches by the start of first name, last name or entity name', async () => {
    expect((await list('quicksearch=amel')).body.map((r: any) => r.entity_name)).toEqual(['Amelia Hartley']);
    const hartleys = (await list('quicksearch=HARTLEY')).body.map((r: any) => r.entity_name);
    expect(hartleys).toEqual(['Amelia Hartley', 'Ben Hartley', 'Oliver Hartley']);
    expect((await list('quicksearch=amelia%20hart')).body).toHaveLength(1);
    expect((await list('quicksearch=melia')).body).toEqual([]);
  });

  it('filters by postcode start ignoring spaces, and by exact dob', async () => {
    const byPostcode = (await list('pcode=gu13')).body.map((r: any) => r.preferred_postcode);
    expect(byPostcode.length).toBeGreaterThanOrEqual(3);
    expect(byPostcode.every((p: string) => p.replace(' ', '').startsWith('GU13'))).toBe(true);
    const byDob = (await list('dob=1968-04-12')).body;
    expect(byDob.map((r: any) => r.entity_name)).toContain('Amelia Hartley');
    expect(byDob.every((r: any) => r.dob._val === '1968-04-12')).toBe(true);
  });

  it('restricts the fields with fields.N, keeping id and bookmark', async () => {
    const res = await list('quicksearch=amelia&fields.0=entity_name&fields.1=dob');
    expect(res.body).toEqual([
      {
        id: 10001,
        bookmark: expect.any(String),
        entity_name: 'Amelia Hartley',
        dob: { _type: 'Date', _val: '1968-04-12' },
      },
    ]);
    expect((await list('fields.0=not_a_field')).status).toBe(400);
  });

  it('shows adviser2 only their own clients', async () => {
    const rows = (await list('page_size=100', await signIn(sb, 'adviser2'))).body;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r: any) => r.id >= 10501 && r.id < 11000)).toBe(true);
  });

  it('refuses a client', async () => {
    const res = await list('', await signIn(sb, 'amelia'));
    expect(res.status).toBe(403);
    expect(res.body.api_message).toMatch(/^Permission Error: /);
  });

  it('rejects a bad page size, sort or bookmark', async () => {
    expect((await list('page_size=0')).status).toBe(400);
    expect((await list('page_sort=email')).status).toBe(400);
    expect((await list('page_bookmark=garbage')).status).toBe(400);
  });

  // How fast is measured by `npm run bench`, not timed here.
  it('pages 6,000 clients at scale 100', async () => {
    const big = await startSandboxPlatform({ scale: 100 });
    try {
      const token = await signIn(big, 'adviser');
      const first = await call(big, 'GET', 'entity/client-v3/?page_size=20&page_sort=-dob', { token });
      const second = await call(
        big,
        'GET',
        `entity/client-v3/?page_size=20&page_sort=-dob&page_bookmark=${first.body[19].bookmark}`,
        { token },
      );
      expect(second.body).toHaveLength(20);
      expect(second.body[0].id).not.toBe(first.body[19].id);
      expect(big.state.index.clientsOf(1001).length).toBeGreaterThanOrEqual(6000);
    } finally {
      await big.close();
    }
  });
});
