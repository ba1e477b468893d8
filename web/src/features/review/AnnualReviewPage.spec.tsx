import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReviewData } from './review-api';
import { fakeApi, type ApiCall } from '../../testing/api-fake';
import { AnnualReviewPage } from './AnnualReviewPage';
import { reviewLeaveGuard } from './leave-guard';

// jsdom has no Request; the data router builds one for each navigation (no loaders here, so a plain holder will do).
if (typeof globalThis.Request === 'undefined') {
  (globalThis as unknown as { Request: unknown }).Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal?: AbortSignal;
    constructor(url: string, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
    }
  };
}

const row = (
  fieldName: string,
  description: string,
  clientValue: string | null,
  partnerValue: string | null = null,
) => ({ fieldName, description, clientValue, partnerValue, enabled: true });

function review(over: Partial<ReviewData> = {}): ReviewData {
  return {
    heading: 'Your annual review',
    status: 'InProgress',
    statusText: 'In Progress',
    inProgress: true,
    client: { entityId: 1, name: 'Amelia Hartley', reviewStatus: 'InProgress' },
    partner: { entityId: 2, name: 'Ben Hartley', reviewStatus: 'InProgress' },
    partnerAnswersOffered: true,
    additionalInformationEnabled: true,
    pages: [
      {
        type: 'reviewIntro',
        order: 1,
        heading: 'Welcome',
        text: 'Tell us what changed.',
        partnerQuestion: 'Answer for {partner} too?',
      },
      { type: 'standardQuestionPage', order: 2, heading: 'Circumstances', question: 'Has anything changed?' },
      {
        type: 'contactDetailsQuestionPage',
        order: 3,
        heading: 'Contact details',
        question: 'Have these changed?',
        rows: [
          row('preferred_email', 'Email address', 'a@example.com', 'b@example.com'),
          row('address', 'Home address', null),
        ],
      },
      {
        type: 'submission',
        order: 4,
        heading: 'Ready to submit',
        changesText: 'Some things changed.',
        noChangesText: 'Nothing changed.',
      },
      {
        type: 'completion',
        order: 5,
        heading: 'Thank you',
        successText: 'All done.',
        errorText: 'While submitting your response an error has occurred',
        displayAdviserDetails: false,
      },
    ],
    riskProfile: {
      client: { index: 3, name: 'Balanced', description: 'd', isEmpty: false },
      partner: { index: 2, name: 'Moderately Cautious', description: 'd', isEmpty: false },
    },
    ...over,
  };
}

function renderPage(handler: (c: ApiCall) => { status?: number; body?: unknown } | undefined) {
  const calls = fakeApi(handler);
  const router = createMemoryRouter(
    [
      { path: '/clients/annual-review/', element: <AnnualReviewPage /> },
      { path: '/clients/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/clients/annual-review/'] },
  );
  render(<RouterProvider router={router} />);
  return { calls, router };
}

const progress = () =>
  Number(screen.getByRole('progressbar', { name: 'Review progress' }).getAttribute('aria-valuenow'));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the annual review page', () => {
  afterEach(() => {
    cleanup();
    reviewLeaveGuard.active = false;
  });

  it('shows a skeleton, then walks the pages with validation, partner answers, the changes text and playback', async () => {
    const { calls } = renderPage((c) => {
      if (c.path === '/review') return { body: review() };
      if (c.path === '/review/submission') return { body: { success: true, people: [], errorText: null } };
      return undefined;
    });
    expect(screen.getByRole('status', { name: 'Loading your annual review' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(progress()).toBe(0);
    expect(reviewLeaveGuard.active).toBe(true);

    click('Next');
    expect((await screen.findAllByText('This question requires an answer')).length).toBeGreaterThan(0);
    fireEvent.click(within(screen.getByRole('group', { name: 'Answer for Ben Hartley too?' })).getByLabelText('Yes'));
    click('Next');

    await screen.findByRole('heading', { name: 'Circumstances' });
    expect(progress()).toBe(33);
    click('Next');
    expect((await screen.findAllByText(/This question requires an answer/)).length).toBeGreaterThanOrEqual(2);
    fireEvent.click(within(screen.getByRole('group', { name: "Amelia Hartley's answer" })).getByLabelText('Yes'));
    fireEvent.change(await screen.findByLabelText('Please tell us about your changes'), {
      target: { value: 'Moved house' },
    });
    fireEvent.click(within(screen.getByRole('group', { name: "Ben Hartley's answer" })).getByLabelText('No'));
    click('Next');

    await screen.findByRole('heading', { name: 'Contact details' });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Detail', 'Amelia Hartley', 'Ben Hartley']);
    expect(within(within(table).getByRole('row', { name: /Home address/ })).getAllByText('None supplied')).toHaveLength(
      2,
    );
    fireEvent.click(within(screen.getByRole('group', { name: "Amelia Hartley's answer" })).getByLabelText('No'));
    fireEvent.click(within(screen.getByRole('group', { name: "Ben Hartley's answer" })).getByLabelText('No'));
    click('Next');

    await screen.findByRole('heading', { name: 'Ready to submit' });
    expect(progress()).toBe(100);
    expect(screen.getByText('Some things changed.')).toBeTruthy();
    await act(async () => click('Submit'));
    await screen.findByText('All done.');
    expect(reviewLeaveGuard.active).toBe(false);
    const sent = calls.find((c) => c.path === '/review/submission')!;
    expect(sent.body).toEqual({
      client: [
        { id: 2, response: true, additionalText: 'Moved house' },
        { id: 3, response: false },
      ],
      partner: [
        { id: 2, response: false },
        { id: 3, response: false },
      ],
    });
  });

  it('shows the failure texts when the submission reports an error', async () => {
    renderPage((c) => {
      if (c.path === '/review') return { body: review({ partnerAnswersOffered: false, partner: null }) };
      if (c.path === '/review/submission')
        return {
          body: {
            success: false,
            people: [],
            errorText: ['While submitting your response an error has occurred', 'Please contact your adviser'],
          },
        };
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('group', { name: /too\?/ })).toBeNull();
    click('Next');
    await screen.findByRole('heading', { name: 'Circumstances' });
    fireEvent.click(screen.getByLabelText('No'));
    click('Next');
    await screen.findByRole('heading', { name: 'Contact details' });
    fireEvent.click(screen.getByLabelText('No'));
    click('Next');
    await screen.findByText('Nothing changed.');
    await act(async () => click('Submit'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'While submitting your response an error has occurred',
    );
    expect(screen.getByText('Please contact your adviser')).toBeTruthy();
  });

  it("'I'd rather speak to my adviser' shows the confirmation, and Finish goes home", async () => {
    const { calls, router } = renderPage((c) => {
      if (c.path === '/review') return { body: review() };
      if (c.path === '/notifications/speak-to-adviser')
        return { body: { type: 'review', status: 'FollowUpRequired', message: 'x' } };
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Welcome' });
    await act(async () => click("I'd rather speak to my adviser"));
    await screen.findByText('You have opted for your adviser to contact you instead of completing the review');
    expect(calls.find((c) => c.path === '/notifications/speak-to-adviser')?.body).toEqual({ type: 'review' });
    expect(reviewLeaveGuard.active).toBe(false);
    await act(async () => click('Finish'));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/clients/');
  });

  it('sends the client home when the review is not in progress', async () => {
    const { router } = renderPage((c) =>
      c.path === '/review' ? { body: review({ status: 'ChangesReported', inProgress: false }) } : undefined,
    );
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/clients/');
  });
});
