import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';
import { footerLinks } from './footer-links';
import { sanitizeHtml } from '../../lib/safe-html';
import { FOOTER_HTML } from './sanitize';
import { clientSession, siteConfig, installFixtures } from './testing/shell-fixtures';

describe('footer (spec 1 §2.10)', () => {
  it('keeps only p, strong, a and em in the copyright: no scripts, handlers or other tags', async () => {
    const dirty =
      '<p onclick="steal()">© <strong>Firm</strong> <em>Ltd</em> <a href="/core/x" onmouseover="x()">terms</a><script>alert(1)</script><img src=x onerror="alert(2)"><span style="color:red">s</span></p>';
    const clean = await sanitizeHtml(dirty, FOOTER_HTML);
    expect(clean).toBe('<p>© <strong>Firm</strong> <em>Ltd</em> <a href="/core/x">terms</a>s</p>');
    expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a>', FOOTER_HTML)).toBe('<a>x</a>');
    expect(await sanitizeHtml(undefined, FOOTER_HTML)).toBe('');
  });

  it('lists text pages that have heading, content and segment, then the disclaimer when it has text and heading', () => {
    expect(
      footerLinks({
        textPages: [
          { heading: 'Privacy policy', content: '<p>x</p>', segment: 'privacy-policy' },
          { heading: 'No content', segment: 'no-content' },
          { content: '<p>x</p>', segment: 'no-heading' },
          { heading: 'No segment', content: '<p>x</p>' },
        ],
        siteTerms: { heading: 'Terms of use', text: '<p>t</p>' },
      }),
    ).toEqual([
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Terms of use', to: '/site-terms-view' },
    ]);
    expect(footerLinks({ siteTerms: { heading: 'Terms of use' } })).toEqual([]);
  });

  it('renders the logo, the links and the sanitised copyright, never the raw markup while the sanitiser loads', async () => {
    installFixtures(
      siteConfig({ content: { footer: { copyright: '<p onclick="x()">© 2026 Firm<script>alert(1)</script></p>' } } }),
      clientSession(),
    );
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Harbour & Vale Wealth' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/site-terms-view');
    expect(footer.innerHTML).not.toContain('alert(1)');
    await waitFor(() => expect(footer.querySelector('.site-footer__copyright')).not.toBeNull());
    expect(footer.querySelector('.site-footer__copyright')!.innerHTML).toBe('<p>© 2026 Firm</p>');
    expect(footer.querySelector('script, [onclick]')).toBeNull();
  });
});
