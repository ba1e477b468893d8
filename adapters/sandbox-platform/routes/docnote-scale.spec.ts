import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { call, signIn } from '../testing/sandbox-test-client';

/**
 * SANDBOX_SCALE=100: the `scale` client has 5,000 docnotes (plus its signature documents, none).
 * Start-up does not generate them; the first list does. Timings are printed for the notes, not
 * asserted (the machine is shared).
 */

const SCALE_CLIENT = 10013;

describe('docnotes at SANDBOX_SCALE=100', () => {
  const lines: string[] = [];
  let sb: RunningSandbox;
  let scale: string;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ scale: 100 });
    scale = await signIn(sb, 'scale');
  });
  afterAll(async () => {
    await sb.close();
    console.log(`sandbox docnote timings\n  ${lines.join('\n  ')}`);
  });

  async function timed(label: string, path: string) {
    const start = performance.now();
    const res = await call(sb, 'GET', path, { token: scale });
    lines.push(`${label}: ${(performance.now() - start).toFixed(0)} ms`);
    expect(res.status).toBe(200);
    return res.body as any[];
  }

  it('pages through 5,000 docnotes by bookmark and searches their subjects', async () => {
    const first = await timed('first page (generates the 5,000)', 'docnote-v2?page_size=20');
    expect(first).toHaveLength(20);
    const warm = await timed('first page, warm', 'docnote-v2?page_size=20');
    expect(warm.map((r) => r.id)).toEqual(first.map((r) => r.id));
    // Every page after the last one's bookmark: 250 pages, each docnote once.
    const seen = new Set<number>(first.map((r) => r.id));
    let page = first;
    const start = performance.now();
    for (let n = 2; page.length === 20; n++) {
      page = (await call(sb, 'GET', `docnote-v2?page_size=20&page_bookmark=${page.at(-1).bookmark}`, { token: scale }))
        .body as any[];
      page.forEach((r) => seen.add(r.id));
      if (n === 250) expect(page).toHaveLength(20);
    }
    lines.push(`all 250 pages by bookmark: ${(performance.now() - start).toFixed(0)} ms`);
    expect([page.length, seen.size]).toEqual([0, 5000]);
    const search = await timed('subject search, first page', 'docnote-v2?page_size=20&subject=*tax certificate*');
    expect(search.length).toBe(20);
    expect(search.every((r) => /tax certificate/i.test(r.subject))).toBe(true);
    const unread = await timed('unread count (21)', 'docnote-v2?page_size=21&firstread.include_read_notes=0');
    expect(unread).toHaveLength(21);
    expect(sb.state.messages.datasetOf(SCALE_CLIENT)).toHaveLength(5000);
  });
});
