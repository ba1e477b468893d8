import { signedIn, startPortal, type Browser } from '../support/portal-harness';
import { allMessages } from '../support/messages-api';
import { list, REQ, type Portal } from '../support/signing-api';

/**
 * Each signing request names the message it came with ('Please sign: …'), so that message can link
 * to its signing journey (and the Action required panel lists the two once).
 */
describe('signing requests and their messages', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  it("names the 'Please sign' message of each of amelia's requests that came with one", async () => {
    const items = (await list(amelia)).items;
    const messages = new Map((await allMessages(amelia)).map((m) => [m.id, m.subject]));
    const awaiting = items.find((i) => i.id === REQ.awaiting)!;
    expect(awaiting.docnoteId).toEqual(expect.any(Number));
    expect(messages.get(awaiting.docnoteId!)).toBe(`Please sign: ${awaiting.title}`);
    for (const i of items) {
      expect(i).toHaveProperty('docnoteId');
      if (i.docnoteId !== null && messages.has(i.docnoteId))
        expect(messages.get(i.docnoteId)).toMatch(/^Please sign: /);
    }
  });
});
