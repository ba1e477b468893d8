import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetInbox } from '../lib/inbox.store';
import { resetJourneyPrompts } from '../lib/journey-prompts.store';
import { fakeApi } from '../testing/api-fake';
import { ActionRequiredPanel } from './ActionRequiredPanel';

/** One document, one entry: a signature request's 'Please sign' message is not listed again as 'Read:'. */
describe("the 'Action required' panel lists each document once", () => {
  beforeEach(() => {
    resetInbox();
    resetJourneyPrompts();
  });
  afterEach(cleanup);

  it("shows an important 'Please sign' message only as its request's 'Sign:' entry, other important messages as 'Read:'", async () => {
    fakeApi((c) =>
      c.path === '/messages/attention'
        ? {
            body: {
              importantUnread: 2,
              toBeSigned: 1,
              importantMessages: [
                { id: 501, subject: 'Please sign: Investment Management Agreement', createdDate: '2026-11-20' },
                { id: 502, subject: 'Market update', createdDate: '2026-11-18' },
              ],
              signatures: [
                {
                  id: 7001,
                  subject: 'Investment Management Agreement',
                  dueDate: '2026-12-01',
                  overdue: false,
                  docnoteId: 501,
                },
              ],
              importantLink: '',
              toBeSignedLink: '',
            },
          }
        : undefined,
    );
    render(
      <MemoryRouter>
        <ActionRequiredPanel
          messagesPath="/clients/documents-and-messages/"
          annualReviewPath="/clients/annual-review/"
          content={{}}
        />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Action required' });
    await waitFor(() => expect(panel.querySelectorAll('.action-required__item').length).toBeGreaterThan(0));
    const entries = Array.from(panel.querySelectorAll('.action-required__item a')).map((a) => a.textContent);
    expect(entries).toEqual(['Sign: Investment Management Agreement', 'Read: Market update']);
  });
});
