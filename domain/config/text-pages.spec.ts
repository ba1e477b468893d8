import { completeTextPages, siteTermsOf, textPageEntries, textPageFor } from './text-pages';

describe('text pages (spec 3 §2 "Generic text page", §9)', () => {
  it('lists only complete pages (heading, content and segment), one per segment, with bare segments', () => {
    const pages = [
      { heading: 'About us', content: '<p>x</p>', segment: ' /about-us/ ' },
      { heading: '  ', content: '<p>x</p>', segment: 'blank-heading' },
      { heading: 'No content', content: ' ', segment: 'no-content' },
      { heading: 'No segment', content: '<p>x</p>' },
      { heading: 'Again', content: '<p>y</p>', segment: 'about-us' },
      null,
    ];
    expect(completeTextPages(pages).map((p) => [p.heading, p.segment])).toEqual([['About us', 'about-us']]);
  });

  it('takes a list keyed by name, the segment defaulting to the kebab-case form of the key', () => {
    const pages = {
      privacyPolicy: { heading: 'Privacy policy', content: '<p>p</p>' },
      ourServices: { heading: 'Services', content: '<p>s</p>', segment: 'services' },
    };
    expect(completeTextPages(pages).map((p) => p.segment)).toEqual(['privacy-policy', 'services']);
    expect(textPageFor(pages, 'privacy-policy')?.heading).toBe('Privacy policy');
  });

  it('finds the entry for a segment, complete or not; none for an unknown one', () => {
    const pages = [{ heading: '', content: '<p>x</p>', segment: 'half' }];
    expect(textPageFor(pages, '/half/')).toEqual({ heading: '', content: '<p>x</p>', segment: 'half' });
    expect(textPageFor(pages, 'nothing')).toBeUndefined();
    expect(textPageEntries('not a list')).toEqual([]);
  });

  it('treats the site terms as complete only with both heading and text', () => {
    expect(siteTermsOf({ siteTerms: { heading: 'Terms', text: '<p>t</p>' } })).toEqual({
      heading: 'Terms',
      text: '<p>t</p>',
      segment: 'site-terms-view',
      complete: true,
    });
    expect(siteTermsOf({ siteTerms: { heading: ' ', text: '<p>t</p>', segment: '/terms/' } })).toMatchObject({
      segment: 'terms',
      complete: false,
    });
    expect(siteTermsOf({ siteTerms: { heading: 'Terms' } }).complete).toBe(false);
    expect(siteTermsOf({}).complete).toBe(false);
  });
});
