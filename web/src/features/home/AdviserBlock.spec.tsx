import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../../testing/api-fake';
import { AdviserBlock } from './AdviserBlock';

const details = (over: object = {}) => ({
  contactType: 'both',
  heading: 'Contact us',
  introduction: null,
  general: {
    name: 'Client Services',
    description: null,
    addressLines: [],
    mapUrl: null,
    phone: { display: '0800 000 0000', href: 'tel:08000000000' },
    email: null,
    openingHours: null,
    icon: null,
  },
  showAdvisers: true,
  advisers: [
    {
      id: 1001,
      name: 'Sarah Whitfield',
      roleDescription: 'Chartered Financial Planner',
      addressLines: [],
      mapUrl: null,
      phones: [
        { display: '0117 496 0001', href: 'tel:+441174960001' },
        { display: '0800 046 0001', href: 'tel:+448000460001' },
      ],
      email: { display: 'sarah@firm.example', href: 'mailto:sarah@firm.example' },
      photoUrl: null,
    },
  ],
  notAvailable: null,
  importantInformation: { heading: 'Important information', links: [], copyrightHtml: '' },
  ...over,
});

const renderBlock = () =>
  render(
    <MemoryRouter>
      <AdviserBlock contactPath="/clients/adviser-details/" />
    </MemoryRouter>,
  );

describe("home: the 'Your adviser' block", () => {
  afterEach(cleanup);

  it("shows the adviser's name, first work phone and e-mail, and links to the contact page", async () => {
    fakeApi((c) => (c.path === '/adviser-details' ? { body: details() } : undefined));
    renderBlock();
    const block = screen.getByRole('region', { name: 'Your adviser' });
    expect(await within(block).findByText('Sarah Whitfield')).toBeTruthy();
    expect(within(block).getByRole('link', { name: '0117 496 0001' }).getAttribute('href')).toBe('tel:+441174960001');
    expect(within(block).queryByText('0800 046 0001')).toBeNull();
    expect(within(block).getByRole('link', { name: 'sarah@firm.example' }).getAttribute('href')).toBe(
      'mailto:sarah@firm.example',
    );
    expect(within(block).getByRole('link', { name: 'All contact details' }).getAttribute('href')).toBe(
      '/clients/adviser-details/',
    );
  });

  it('shows the general contact when only general details are configured, and says when there is nothing', async () => {
    fakeApi((c) =>
      c.path === '/adviser-details' ? { body: details({ showAdvisers: false, advisers: [] }) } : undefined,
    );
    renderBlock();
    expect(await screen.findByText('Client Services')).toBeTruthy();
    cleanup();
    fakeApi((c) =>
      c.path === '/adviser-details'
        ? { body: details({ general: null, advisers: [], notAvailable: 'Your adviser details are not available.' }) }
        : undefined,
    );
    renderBlock();
    expect(await screen.findByText('Your adviser details are not available.')).toBeTruthy();
  });
});
