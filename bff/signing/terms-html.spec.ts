import { sanitiseTermsHtml } from './terms-html';

describe('sanitiseTermsHtml', () => {
  it('keeps paragraphs, emphasis, lists and safe links', () => {
    expect(sanitiseTermsHtml('<p>You <strong>agree</strong>.</p><ul><li>One</li></ul>')).toBe(
      '<p>You <strong>agree</strong>.</p><ul><li>One</li></ul>',
    );
    expect(sanitiseTermsHtml('<a href="https://example.com/terms">terms</a>')).toBe(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a>',
    );
  });

  it('drops scripts, event handlers, javascript: links, styles and frames', () => {
    const out = sanitiseTermsHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><style>p{}</style><iframe src="https://evil"></iframe><svg><script>alert(2)</script></svg>',
    );
    // The javascript: href is gone, so the link is inert and needs no target.
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });

  it('survives nested tricks', () => {
    const out = sanitiseTermsHtml(
      '<scr<script>ipt>alert(1)</script><p>ok</p><a href="JaVaScRiPt:alert(1)">y</a><a href=" javascript:alert(1)">z</a>',
    );
    expect(out).not.toMatch(/<script|javascript:/i);
    expect(out).toContain('<p>ok</p>');
  });
});
