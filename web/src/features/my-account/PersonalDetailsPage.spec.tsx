import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERSONAL_DETAILS_LOAD_ERROR } from '../../../../domain/account/personal-details';
import { sessionStore } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { session } from '../login/testing/sign-in-fixtures';
import { errorReply, fakeApi } from '../../testing/api-fake';
import { siteConfig } from '../account/testing/site-config';
import { PersonalDetailsPage } from './PersonalDetailsPage';

const DETAILS = {
  aboutYou: {
    title: 'Mrs',
    firstName: 'Amelia',
    middleName: null,
    lastName: 'Hartley',
    dob: '1968-04-12',
    countryOfBirth: 'United Kingdom',
    preferredEmail: 'amelia@example.com',
    ukDomiciled: true,
    ukDomicileCountry: 'United Kingdom',
    maritalStatus: 'Married',
    dependents: 0,
    dependentList: [],
  },
  contacts: [
    { kind: 'home', value: '+441483555012', href: 'tel:+441483555012', preferred: false },
    { kind: 'email', value: 'amelia@example.com', href: 'mailto:amelia@example.com', preferred: true },
  ],
  residentialAddress: { lines: ['14 Quarry Street', 'Guildford'], postcode: 'GU1 3AJ', country: 'United Kingdom' },
  postalAddress: null,
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <PersonalDetailsPage />
    </MemoryRouter>,
  );

describe('PersonalDetailsPage', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
    sessionStore.view = session('ClientUser');
  });

  it('shows the four sections, phones as tel: links and the link to write to the adviser', async () => {
    fakeApi(() => ({ body: DETAILS }));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your personal details');
    await screen.findByRole('heading', { name: 'About you' });
    for (const name of ['Contact details', 'Residential address', 'Postal address'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+441483555012' }).getAttribute('href')).toBe('tel:+441483555012');
    expect(screen.getByRole('link', { name: 'Contact your adviser' }).getAttribute('href')).toBe(
      '/clients/documents-and-messages/?compose=true',
    );
    expect(screen.getByText('12 Apr 1968')).toBeTruthy();
    expect(screen.getByText('Home phone')).toBeTruthy();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThanOrEqual(2);
  });

  it('offers an adviser no link to compose, which they do not have', async () => {
    sessionStore.view = { ...session('User'), clientInContext: { entityId: 10001 } } as never;
    fakeApi(() => ({ body: DETAILS }));
    renderPage();
    await screen.findByRole('heading', { name: 'About you' });
    expect(screen.queryByRole('link', { name: 'Contact your adviser' })).toBeNull();
  });

  it('says so clearly when the details cannot be read', async () => {
    fakeApi(() => errorReply(500, 'unavailable', 'down'));
    renderPage();
    expect(await screen.findByText(PERSONAL_DETAILS_LOAD_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
