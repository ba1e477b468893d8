import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationType } from '../../../domain/session/notification-prompts';
import { resetInbox } from '../lib/inbox.store';
import { fakeApi } from '../testing/api-fake';
import { ActionRequiredPanel } from './ActionRequiredPanel';

const MESSAGES = '/clients/documents-and-messages/';

function renderPanel(journeys: NotificationType[] = []) {
  render(
    <MemoryRouter>
      <ActionRequiredPanel messagesPath={MESSAGES} journeys={journeys} content={{ notificationPrompts: { review: { redirectUrl: '/review/' } } }} />
    </MemoryRouter>,
  );
}

describe("the 'Action required' panel", () => {
  beforeEach(() => {
    resetInbox();
  });
  afterEach(cleanup);

  it('lists documents to sign soonest due first with overdue marked, unread important messages and the review, each with its link', async () => {
    fakeApi((c) =>
      c.path === '/messages/attention'
        ? {
            body: {
              importantUnread: 1,
              toBeSigned: 2,
              importantMessages: [{ id: 5, subject: 'Urgent: tax', createdDate: '2026-11-20' }],
              // As the portal gives them; the panel puts the soonest due first.
              signatures: [
                { id: 8, subject: 'Later agreement', dueDate: '2027-02-01', overdue: false, docnoteId: null },
                { id: 9, subject: 'Late mandate', dueDate: '2026-10-01', overdue: true, docnoteId: null },
              ],
              importantLink: '',
              toBeSignedLink: '',
            },
          }
        : undefined,
    );
    renderPanel([NotificationType.review]);
    const panel = await screen.findByRole('region', { name: 'Action required' });
    expect(within(panel).getByText('The following requires your attention:')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '1 important message' }).getAttribute('href')).toBe(`${MESSAGES}?importantOnly=true`);
    expect(within(panel).getByRole('link', { name: '2 documents to be signed' }).getAttribute('href')).toBe(`${MESSAGES}?toBeSigned=true`);
    await waitFor(() => expect(panel.querySelectorAll('.action-required__item')).toHaveLength(4));
    const items = Array.from(panel.querySelectorAll('.action-required__item')).map((li) => li.textContent);
    expect(items).toEqual([
      // Each document by its title, not its file name.
      'Sign: Late mandateOverdue: 1 Oct 2026',
      'Sign: Later agreementDue 1 Feb 2027',
      'Read: Urgent: tax20 Nov 2026',
      'You have chosen to postpone your suitability review. Start Review',
    ]);
    expect(within(panel).getByRole('link', { name: 'Sign: Late mandate' }).getAttribute('href')).toBe(`${MESSAGES}?toBeSigned=true&sign=9`);
    expect(within(panel).getByRole('link', { name: 'Read: Urgent: tax' }).getAttribute('href')).toBe(`${MESSAGES}?importantOnly=true&message=5`);
    expect(within(panel).getByRole('link', { name: 'Start Review' }).getAttribute('href')).toBe('/review/');
  });

  it('is hidden when nothing is waiting (or the counts cannot be read)', async () => {
    const calls = fakeApi(() => undefined);
    renderPanel();
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
