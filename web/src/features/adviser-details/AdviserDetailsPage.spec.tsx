import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdviserDetails } from '../../components/use-adviser-details';
import { fakeApi } from '../../testing/api-fake';
import { AdviserDetailsPage } from './AdviserDetailsPage';

const CARD = {
  id: 1001,
  name: 'Sarah Whitfield',
  roleDescription: 'Chartered Financial Planner',
  addressLines: ['Harbour House', '12 Quay Street', 'Bristol'],
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Harbour%20House',
  phones: [{ display: '0117 496 0001', href: 'tel:+441174960001' }],
  email: { display: 'sarah@firm.example', href: 'mailto:sarah@firm.example' },
  photoUrl: null,
};

function details(over: Partial<AdviserDetails> = {}): AdviserDetails {
  return {
    contactType: 'both',
    heading: 'Contact us',
    introduction: 'We are here to help.',
    general: {
      name: 'Client Services',
      description: null,
      addressLines: [],
      mapUrl: null,
      phone: { display: '0800 000 0000', href: 'tel:08000000000' },
      email: null,
      openingHours: 'Weekdays 9 to 5',
      icon: null,
    },
    showAdvisers: true,
    advisers: [CARD],
    notAvailable: null,
    importantInformation: {
      heading: 'Important information',
      links: [{ label: 'Privacy policy', to: '/privacy-policy' }],
      copyrightHtml: '<p onclick="x()">&copy; Firm <script>alert(1)</script><em>Ltd</em></p>',
    },
    ...over,
  };
}

function renderPage(answer: { status?: number; body?: unknown }) {
  const calls = fakeApi((c) => (c.path === '/adviser-details' ? answer : undefined));
  render(
    <MemoryRouter>
      <AdviserDetailsPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the contact us page', () => {
  afterEach(cleanup);

  it('shows a skeleton, then the general card, the adviser card with call links and the important information', async () => {
    renderPage({ body: details() });
    expect(screen.getByRole('status', { name: 'Loading contact details' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Sarah Whitfield' });
    expect(within(card).getByRole('link', { name: '0117 496 0001' }).getAttribute('href')).toBe('tel:+441174960001');
    expect(within(card).getByRole('link', { name: 'sarah@firm.example' }).getAttribute('href')).toBe(
      'mailto:sarah@firm.example',
    );
    const map = within(card).getByRole('link', { name: /Show on map/ });
    expect([map.getAttribute('target'), map.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    // No photo: the fallback icon, not an image.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(screen.getByRole('article', { name: 'Client Services' })).toBeTruthy();
    expect(screen.getByText('We are here to help.')).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Important information' });
    expect(within(info).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    await within(info).findByText('Ltd');
    expect(info.innerHTML).not.toMatch(/script|onclick/);
  });

  it("says 'Your adviser details are not available.' when there are none, and shows the photo when there is one", async () => {
    renderPage({
      body: details({ general: null, advisers: [], notAvailable: 'Your adviser details are not available.' }),
    });
    expect(await screen.findByText('Your adviser details are not available.')).toBeTruthy();
    cleanup();
    renderPage({ body: details({ advisers: [{ ...CARD, photoUrl: '/api/adviser-details/advisers/1001/photo' }] }) });
    expect((await screen.findByRole('img', { name: 'Sarah Whitfield' })).getAttribute('src')).toBe(
      '/api/adviser-details/advisers/1001/photo',
    );
  });

  it('shows only the general card for GeneralContactDetails', async () => {
    renderPage({ body: details({ contactType: 'generalContactDetails', showAdvisers: false, advisers: [] }) });
    expect(await screen.findByRole('article', { name: 'Client Services' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Sarah Whitfield' })).toBeNull();
    expect(screen.queryByText('Your adviser details are not available.')).toBeNull();
  });

  it('says the details are not available when the request fails', async () => {
    renderPage({ status: 500, body: { statusCode: 500, code: 'unavailable', message: 'x', apiMessage: null } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your adviser details are not available.');
  });
});
