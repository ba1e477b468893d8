import { formatAddress } from './address';
import { mapSearchUrl, phoneLink, showsAdviserPart, showsGeneralPart, workEmail, workPhones } from './adviser-details';
import { policyLinks } from './policy-links';

describe('adviser details rules (spec 3 §2, §3)', () => {
  it('shows the parts by contact type', () => {
    expect([showsAdviserPart('adviserDetails'), showsGeneralPart('adviserDetails')]).toEqual([true, false]);
    expect([showsAdviserPart('generalContactDetails'), showsGeneralPart('generalContactDetails')]).toEqual([
      false,
      true,
    ]);
    expect([showsAdviserPart('both'), showsGeneralPart('both')]).toEqual([true, true]);
  });

  it('keeps work phones (preferred first) and the work e-mail only', () => {
    const entries = [
      { type: 'p2', value: '020 7946 0001', countryCode: '44', preferred: false, location: null },
      { type: 'p1', value: '01632 960001', countryCode: '44', preferred: true, location: null },
      { type: 'p2', value: '+44 117 496 0001', countryCode: '44', preferred: true, location: null },
      { type: 'p3', value: '07700 900001', countryCode: '44', preferred: false, location: null },
      { type: 'm1', value: 'me@home.example', countryCode: null, preferred: true, location: 'home' },
      { type: 'm2', value: 'me@work.example', countryCode: null, preferred: false, location: 'work' },
    ] as const;
    expect(workPhones(entries).map((p) => p.href)).toEqual(['tel:+441174960001', 'tel:+442079460001']);
    expect(workEmail(entries)?.href).toBe('mailto:me@work.example');
    expect(workEmail(entries.slice(0, 5))).toBeNull();
  });

  it('makes call links only from phone-like values', () => {
    expect(phoneLink('1300 123 456', '61')).toEqual({ display: '1300 123 456', href: 'tel:1300123456' });
    expect(phoneLink('call the office')).toBeNull();
  });

  it("links an address's lines to a map search", () => {
    const lines = formatAddress({
      block: 'Unit 2',
      streetName: '5 High St',
      streetName2: null,
      street: 'Old Town',
      suburb: 'Bath',
      state: 'Somerset',
      postcode: 'BA1 1AA',
      country: null,
    });
    expect(mapSearchUrl(lines)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Unit%202%2C%205%20High%20St%2C%20Old%20Town%2C%20Bath%2C%20Somerset%20BA1%201AA',
    );
    expect(mapSearchUrl(formatAddress(null))).toBeNull();
  });

  it('lists complete text pages and the site terms only with both heading and text', () => {
    const links = policyLinks({
      textPages: [
        { heading: 'About', content: '<p>x</p>', segment: '/about/' },
        { heading: 'No content', segment: 'empty' },
        { content: 'x', segment: 'no-heading' },
      ],
      siteTerms: { heading: 'Terms', text: '<p>t</p>' },
    });
    expect(links).toEqual([
      { label: 'About', to: '/about' },
      { label: 'Terms', to: '/site-terms-view' },
    ]);
    expect(policyLinks({ siteTerms: { heading: 'Terms' } })).toEqual([]);
  });
});
