import { clientPagePath, kebabCase, segmentFor } from './segments';

describe('kebabCase', () => {
  it.each([
    ['documentsAndMessages', 'documents-and-messages'],
    ['home', 'home'],
    ['balanceSheet', 'balance-sheet'],
    ['siteTermsView', 'site-terms-view'],
    ['PDFReport', 'pdf-report'],
    ['cookie_policy', 'cookie-policy'],
  ])('%s → %s', (key, segment) => {
    expect(kebabCase(key)).toBe(segment);
  });
});

describe('segmentFor', () => {
  it('prefers a configured segment', () => {
    expect(segmentFor('documentsAndMessages', { documentsAndMessages: 'inbox' })).toBe('inbox');
    expect(segmentFor('home', { home: '/dashboard/' })).toBe('dashboard');
  });

  it('falls back to the kebab-case key', () => {
    expect(segmentFor('valuationReport')).toBe('valuation-report');
    expect(segmentFor('valuationReport', { valuationReport: '  ' })).toBe('valuation-report');
  });

  it('builds client page paths', () => {
    expect(clientPagePath('documentsAndMessages')).toBe('/clients/documents-and-messages/');
  });
});
