import type { DocNoteListQuery, DocNotePage } from '../ports/messages.port';
import { ListMessagesUseCase, readingAhead } from './list-messages.use-case';
import { AMELIA, client, contextFor, docNote, FakeMessages, IMPORTANT } from './testing/messages-fakes';
import { first } from '../../domain/shared/present';

/**
 * The message list's platform round trips (issue 22): the important category is asked alongside the list,
 * and a portal page that needs the platform's next page as well gets both in one listDocNotePages call.
 */

/** A platform that answers `pages` pages in one call, as the platform adapter's dependent batch does, each call timed. */
class ReadingAheadMessages extends FakeMessages {
  events: string[] = [];
  pageCalls: { bookmark: string | null; pages: number }[] = [];

  override async listDocNotePages(q: DocNoteListQuery, pages: number): Promise<DocNotePage[]> {
    this.pageCalls.push({ bookmark: q.bookmark ?? null, pages });
    this.events.push('pages:start');
    await new Promise((r) => setTimeout(r, 5));
    const read: DocNotePage[] = [];
    let bookmark = q.bookmark ?? null;
    for (let i = 0; i < pages; i++) {
      const page = await this.listDocNotes({ ...q, bookmark });
      read.push(page);
      if (!page.nextBookmark) break;
      bookmark = page.nextBookmark;
    }
    this.events.push('pages:end');
    return read;
  }

  override async categories() {
    this.events.push('categories:start');
    await new Promise((r) => setTimeout(r, 5));
    this.events.push('categories:end');
    return super.categories();
  }
}

function setUp() {
  const messages = new ReadingAheadMessages();
  const { context } = contextFor(messages);
  return { messages, list: new ListMessagesUseCase(messages, context) };
}

describe('ListMessagesUseCase: round trips', () => {
  it('reads the inbox page that needs a second platform page in one call, beside the important category', async () => {
    const s = setUp();
    // 20 newest first: 6 the client sent (left out of the inbox), so the inbox's first page needs the platform's second.
    for (let i = 40; i >= 1; i--)
      s.messages.notes.push(
        docNote(
          i,
          i > 34
            ? { docsubtype: 'Client Initiated', actualCreatorId: AMELIA }
            : { categories: i === 30 ? [IMPORTANT] : [] },
        ),
      );
    const r = await s.list.execute(client, {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.items.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => 34 - i));
    expect(r.value.hasMore).toBe(true);
    expect(r.value.items.find((m) => m.id === 30)).toMatchObject({ important: true });
    // One call for both platform pages, overlapping the category's.
    expect(s.messages.pageCalls).toEqual([{ bookmark: null, pages: 2 }]);
    expect(s.messages.events.indexOf('pages:start')).toBeLessThan(s.messages.events.indexOf('categories:end'));
    expect(s.messages.events.indexOf('categories:start')).toBeLessThan(s.messages.events.indexOf('pages:end'));
  });

  it('asks for the important category first only for the folder of important messages, which it filters by', async () => {
    const s = setUp();
    for (let i = 1; i <= 3; i++) s.messages.notes.push(docNote(i, { categories: i === 2 ? [IMPORTANT] : [] }));
    const r = await s.list.execute(client, { folder: 'important' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.items.map((m) => m.id)).toEqual([2]);
    expect(s.messages.events.indexOf('categories:end')).toBeLessThan(s.messages.events.indexOf('pages:start'));
    expect(first(s.messages.queries).categories).toEqual([IMPORTANT]);
  });
});

describe('readingAhead', () => {
  const page = (ids: number[], nextBookmark: string | null): DocNotePage => ({
    items: ids.map((id) => docNote(id)),
    nextBookmark,
  });

  it('answers a later page from the call that read it, under the bookmark it starts at, once', async () => {
    const asked: (string | null)[] = [];
    const read = readingAhead(async (bookmark) => {
      asked.push(bookmark);
      return bookmark === null ? [page([1], '@1'), page([2], '@2')] : [page([Number(bookmark.slice(1)) + 1], null)];
    });
    expect((await read(null)).items.map((n) => n.id)).toEqual([1]);
    expect((await read('@1')).items.map((n) => n.id)).toEqual([2]);
    expect(asked).toEqual([null]);
    // Held pages are given once: asked again, the page is read again.
    expect((await read('@1')).items.map((n) => n.id)).toEqual([2]);
    expect(asked).toEqual([null, '@1']);
  });
});
