import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGE_NOT_FOUND_HEADING } from '../../../domain/access/page-access';
import type { PublicSiteConfig, SessionView } from '../lib/contract';
import { clearSession, setSession } from '../lib/session.store';
import { siteStore } from '../lib/site.store';
import { footerLinks } from '../features/shell/footer-links';
import { SiteTermsPage } from '../features/site-pages/SiteTermsPage';
import { UNKNOWN_PAGE_CONTENT, UNKNOWN_PAGE_HEADING } from '../../../domain/config/text-pages';
import { TextPage } from '../features/site-pages/TextPage';
import { buildRoutes } from './App';

const config = (content: Record<string, unknown>) =>
  ({
    instance: { productName: 'Client Online' },
    images: {},
    settings: {},
    siteConfiguration: {},
    chartColours: [],
    content: { segments: {}, ...content },
  }) as unknown as PublicSiteConfig;

const TERMS = { heading: 'Terms of use', text: '<p>Your own accounts only.</p>' };

function renderAt(element: React.ReactElement) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The site terms and generic text pages against spec 3 §2. */
describe('site terms and text pages (spec 3 §2)', () => {
  beforeEach(() => clearSession());
  afterEach(cleanup);

  it('site terms: the back link goes to the client list for an adviser, the clients area for a client, else login', async () => {
    siteStore.config = config({ siteTerms: TERMS, segments: { clientList: 'your-clients' } });
    const back = async () => {
      await screen.findByText('Your own accounts only.');
      return screen.getByRole('link', { name: 'Back' }).getAttribute('href');
    };
    renderAt(<SiteTermsPage />);
    expect(await back()).toBe('/login');
    cleanup();
    setSession({ user: { role: 'ClientUser' }, clientInContext: null } as unknown as SessionView);
    renderAt(<SiteTermsPage />);
    expect(await back()).toBe('/clients/');
    cleanup();
    setSession({ user: { role: 'User' }, clientInContext: { displayName: 'Amelia' } } as unknown as SessionView);
    renderAt(<SiteTermsPage />);
    expect(await back()).toBe('/advisers/your-clients/');
  });

  it('site terms need both the disclaimer text and its heading', async () => {
    siteStore.config = config({ siteTerms: { text: TERMS.text } });
    renderAt(<SiteTermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_NOT_FOUND_HEADING })).toBeTruthy();
    expect(screen.queryByText('Your own accounts only.')).toBeNull();
  });

  it("a text page with a segment written with slashes is found; an incomplete one is 'Unknown page'", async () => {
    siteStore.config = config({
      textPages: [
        { heading: 'About us', content: '<p>Since 1998.</p>', segment: '/about-us/' },
        { heading: 'Half', segment: 'half' },
      ],
    });
    renderAt(<TextPage segment="about-us" />);
    expect(await screen.findByText('Since 1998.')).toBeTruthy();
    cleanup();
    renderAt(<TextPage segment="half" />);
    expect(screen.getByRole('heading', { level: 1, name: UNKNOWN_PAGE_HEADING })).toBeTruthy();
    expect(screen.getByText(UNKNOWN_PAGE_CONTENT)).toBeTruthy();
  });

  it('routes and footer links exist for complete pages only, and for the site terms only with heading and text', () => {
    const content = {
      textPages: [
        { heading: 'About us', content: '<p>x</p>', segment: '/about-us/' },
        { heading: 'No content', segment: 'no-content' },
      ],
      siteTerms: { heading: 'Terms of use' },
    };
    const paths = buildRoutes(config(content)).map((r) => r.path);
    expect(paths).toContain('about-us');
    expect(paths).not.toContain('no-content');
    expect(footerLinks(content)).toEqual([{ label: 'About us', to: '/about-us' }]);
    expect(footerLinks({ ...content, siteTerms: TERMS })).toContainEqual({
      label: 'Terms of use',
      to: '/site-terms-view',
    });
  });
});
