import { withoutSigningMessages } from './attention-items';

describe('withoutSigningMessages', () => {
  it("drops an important message that is a signature request's own message, keeping the others in order", () => {
    const messages = [
      { id: 5, subject: 'Please sign: Investment Management Agreement' },
      { id: 7, subject: 'Market update' },
      { id: 9, subject: 'Please sign: Letter of Authority' },
    ];
    expect(withoutSigningMessages(messages, [{ docnoteId: 9 }, { docnoteId: 5 }, { docnoteId: null }])).toEqual([
      { id: 7, subject: 'Market update' },
    ]);
  });

  it('keeps every message when no request has a message', () => {
    expect(withoutSigningMessages([{ id: 1 }], [{ docnoteId: null }])).toEqual([{ id: 1 }]);
  });
});
