import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationType } from '../../../domain/session/notification-prompts';
import { resetInbox } from '../lib/inbox.store';
import { journeyPromptsStore, resetJourneyPrompts } from '../lib/journey-prompts.store';
import { fakeApi } from '../testing/api-fake';
import { ActionRequiredPanel } from './ActionRequiredPanel';

const MESSAGES = '/clients/documents-and-messages/';

const REVIEW = '/clients/annual-review/';

/** The journeys' states as the shell read them (prompts off, so nothing needs dismissing first). */
function journeysAwaiting(state: {
  reviewStatus?: string | null;
  factFindStatus?: string | null;
  roboJourneyType?: string | null;
  roboJourneyStatus?: string | null;
}) {
  journeyPromptsStore.config = {
    clientId: 1,
    reviewStatus: null,
    partnerReviewStatus: null,
    factFindStatus: null,
    partnerFactFindStatus: null,
    roboJourneyType: null,
    roboJourneyStatus: null,
    promptsEnabled: false,
    ...state,
  } as never;
}

function renderPanel(content: Record<string, unknown> = {}, folded = false) {
  render(
    <MemoryRouter basename="/core" initialEntries={['/core/clients/documents-and-messages/']}>
      <ActionRequiredPanel messagesPath={MESSAGES} annualReviewPath={REVIEW} content={content} folded={folded} />
    </MemoryRouter>,
  );
}

describe("the 'Action required' panel", () => {
  beforeEach(() => {
    resetInbox();
    resetJourneyPrompts();
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
    // The same content as the site's default: the review prompt's own address is /core/review.
    journeysAwaiting({ reviewStatus: 'InProgress' });
    renderPanel({ notificationPrompts: { review: { redirectUrl: '/core/review' } } });
    const panel = await screen.findByRole('region', { name: 'Action required' });
    expect(within(panel).getByText('The following requires your attention:')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '1 important message' }).getAttribute('href')).toBe(
      `/core${MESSAGES}?importantOnly=true`,
    );
    expect(within(panel).getByRole('link', { name: '2 documents to be signed' }).getAttribute('href')).toBe(
      `/core${MESSAGES}?toBeSigned=true`,
    );
    await waitFor(() => expect(panel.querySelectorAll('.action-required__item')).toHaveLength(4));
    const items = Array.from(panel.querySelectorAll('.action-required__item')).map((li) => li.textContent);
    expect(items).toEqual([
      // Each document by its title, not its file name.
      'Sign: Late mandateOverdue: 1 Oct 2026',
      'Sign: Later agreementDue 1 Feb 2027',
      'Read: Urgent: tax20 Nov 2026',
      'You have chosen to postpone your suitability review. Start Review',
    ]);
    expect(within(panel).getByRole('link', { name: 'Sign: Late mandate' }).getAttribute('href')).toBe(
      `/core${MESSAGES}?toBeSigned=true&sign=9`,
    );
    expect(within(panel).getByRole('link', { name: 'Read: Urgent: tax' }).getAttribute('href')).toBe(
      `/core${MESSAGES}?importantOnly=true&message=5`,
    );
    // The annual review page, one click away.
    expect(within(panel).getByRole('link', { name: 'Start Review' }).getAttribute('href')).toBe(`/core${REVIEW}`);
  });

  it("folded (the messages page), shows one line, 'Action required' and how many items wait, and opens to the whole panel", async () => {
    fakeApi((c) =>
      c.path === '/messages/attention'
        ? {
            body: {
              importantUnread: 1,
              toBeSigned: 1,
              importantMessages: [{ id: 5, subject: 'Urgent: tax', createdDate: '2026-11-20' }],
              signatures: [{ id: 9, subject: 'Late mandate', dueDate: '2026-10-01', overdue: true, docnoteId: null }],
              importantLink: '',
              toBeSignedLink: '',
            },
          }
        : undefined,
    );
    renderPanel({}, true);
    const panel = await screen.findByRole('region', { name: 'Action required' });
    await waitFor(() => expect(panel.querySelector('.action-required__count')?.textContent).toBe('2 items'));
    const fold = panel.querySelector('details')!;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toBe('Action required2 items');
    expect(within(fold).getByRole('heading', { level: 2, name: 'Action required' })).toBeTruthy();
    expect(Array.from(fold.querySelectorAll('.action-required__item a')).map((a) => a.textContent)).toEqual([
      'Sign: Late mandate',
      'Read: Urgent: tax',
    ]);
  });

  it('links fact find and the robo advisor to their applications, and lists a journey only once its prompt is dismissed (spec 2 §2)', async () => {
    fakeApi(() => undefined);
    journeysAwaiting({ factFindStatus: '1', roboJourneyType: 'retirement_health_check', roboJourneyStatus: 'enabled' });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Action required' });
    expect(within(panel).getByRole('link', { name: 'Start fact find journey' }).getAttribute('href')).toBe(
      '/factfind/',
    );
    expect(within(panel).getByRole('link', { name: 'Start Robo Advisor' }).getAttribute('href')).toBe('/robo/');
    cleanup();
    journeyPromptsStore.config = { ...journeyPromptsStore.config!, promptsEnabled: true };
    journeyPromptsStore.dismissed = [NotificationType.factFind];
    renderPanel();
    const again = await screen.findByRole('region', { name: 'Action required' });
    expect(within(again).getByRole('link', { name: 'Start fact find journey' })).toBeTruthy();
    expect(within(again).queryByRole('link', { name: 'Start Robo Advisor' })).toBeNull();
  });

  it('is hidden when nothing is waiting (or the counts cannot be read)', async () => {
    const calls = fakeApi(() => undefined);
    renderPanel();
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
