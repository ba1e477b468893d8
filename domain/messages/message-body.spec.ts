import { attachmentsLine, plainBodyText, prepareMessageBody, relatedEntityPrefix, referenceLine } from './message-body';
import { first } from '../shared/present';

describe('plainBodyText (spec 3 §5 "Message body")', () => {
  it('strips markup, then characters above code 255, then trims', () => {
    expect(plainBodyText('  <p>Hello <b>there</b></p>\n')).toBe('Hello there');
    expect(plainBodyText('Café €5 😀 ok')).toBe('Café 5  ok'); // é is 233 (kept), € is 8364 and the emoji above 255 (dropped)
    expect(plainBodyText('<script>alert(1)</script>Hi')).toBe('Hi');
    expect(plainBodyText(' \u2003 x \u00a0')).toBe('x'); // the em space (8195) goes; the no-break space (160) is trimmed
  });

  it('keeps a lone angle bracket that is not markup', () => {
    expect(plainBodyText('a < b and c > d')).toBe('a < b and c > d');
  });
});

describe('prepareMessageBody', () => {
  it('wraps the text in preformatted text, escaped', () => {
    expect(prepareMessageBody({ text: 'Hi\nline 2 a < b', attachmentCount: 0 })).toBe('<pre>Hi\nline 2 a &lt; b</pre>');
  });

  it("adds 'This message was sent with N attachments.'", () => {
    expect(attachmentsLine(2)).toBe('This message was sent with 2 attachments.');
    expect(prepareMessageBody({ text: 'See attached', attachmentCount: 2 })).toBe(
      '<pre>See attached\n\nThis message was sent with 2 attachments.</pre>',
    );
  });

  it('prefixes a reply on behalf of a related entity', () => {
    expect(relatedEntityPrefix('Hartley Family Trust')).toBe(
      'This reply relates to a message sent to Hartley Family Trust - ',
    );
    expect(prepareMessageBody({ text: 'Thanks', attachmentCount: 0, onBehalfOf: 'Hartley Family Trust' })).toBe(
      '<pre>This reply relates to a message sent to Hartley Family Trust - Thanks</pre>',
    );
  });

  it("appends 'Ref: description - external id' only when the user may view the portfolio", () => {
    const accounts = [
      { description: 'ISA', externalId: 'HV-1001' },
      { description: 'GIA', externalId: null },
    ];
    expect(referenceLine(first(accounts))).toBe('Ref: ISA - HV-1001');
    expect(prepareMessageBody({ text: 'Q', attachmentCount: 1, accounts, mayViewPortfolio: true })).toBe(
      '<pre>Q\n\nRef: ISA - HV-1001\nRef: GIA\n\nThis message was sent with 1 attachments.</pre>',
    );
    expect(prepareMessageBody({ text: 'Q', attachmentCount: 0, accounts, mayViewPortfolio: false })).toBe(
      '<pre>Q</pre>',
    );
  });
});
