import { messageBodyHtml, sanitiseMessageHtml } from './html-sanitiser';

describe('sanitiseMessageHtml (spec 3 §5: img with data, http and https sources)', () => {
  it('keeps text markup and img with data:, http: and https: sources', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitiseMessageHtml(`<p>Hi <b>Amelia</b></p><img src="${png}" alt="logo">`)).toBe(
      `<p>Hi <b>Amelia</b></p><img src="${png}" alt="logo">`,
    );
    expect(sanitiseMessageHtml('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png">');
    expect(sanitiseMessageHtml('<img src="http://example.com/a.png">')).toBe('<img src="http://example.com/a.png">');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    expect(sanitiseMessageHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitiseMessageHtml('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.test/a.png">',
    );
    // A link whose address is dropped is left as its text, so it does not look like a link.
    expect(sanitiseMessageHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitiseMessageHtml('<p>See <a href="JaVaScRiPt&colon;alert(1)"><b>this</b> page</a>.</p>')).toBe(
      '<p>See <b>this</b> page.</p>',
    );
    expect(sanitiseMessageHtml('<a name="top">Top</a>')).toBe('Top');
    expect(sanitiseMessageHtml('<div onclick="x()" style="background:url(javascript:alert(1))">y</div>')).toBe(
      '<div>y</div>',
    );
  });

  it('drops img sources of other schemes, and data: that is not an image', () => {
    expect(sanitiseMessageHtml('<img src="javascript:alert(1)">')).toBe('<img>');
    expect(sanitiseMessageHtml('<img src="ftp://x/y.png">')).toBe('<img>');
    expect(sanitiseMessageHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
  });

  it('resists nested and broken tricks', () => {
    expect(sanitiseMessageHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitiseMessageHtml('<svg><script>alert(1)</script></svg>')).toBe('');
    expect(
      sanitiseMessageHtml('<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input></form>ok'),
    ).toBe('ok');
    expect(sanitiseMessageHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).not.toMatch(
      /onerror/i,
    );
    expect(sanitiseMessageHtml('<a href="https://adviser.test">site</a>')).toBe(
      '<a href="https://adviser.test" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('messageBodyHtml', () => {
  it('sanitises markup, and shows plain text with its line breaks, escaped', () => {
    expect(messageBodyHtml('<p>Hi</p><script>x()</script>')).toBe('<p>Hi</p>');
    expect(messageBodyHtml('Dear Amelia,\nSee you on Tuesday & bring 2 > 1.\r\nSarah')).toBe(
      '<p>Dear Amelia,<br>See you on Tuesday &amp; bring 2 &gt; 1.<br>Sarah</p>',
    );
    expect(messageBodyHtml('  ')).toBe('');
  });
});
