import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DATE_IN_FUTURE, END_BEFORE_START } from '../../../../domain/valuation/valuation-dates';
import {
  REPORT_POLL_INTERVAL_MS,
  REPORT_STARTED_TEXT,
  REPORT_WAIT_TEXT,
} from '../../../../domain/valuation/report-job';
import type { PublicSiteConfig, ValuationOptions } from '../../lib/contract';
import { clearSession, sessionStore } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import type { SessionView } from '../../lib/contract';
import { errorReply, fakeApi, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { ValuationReportPage } from './ValuationReportPage';
import { resetValuation, valuationStore } from './valuation.store';

const OPTIONS: ValuationOptions = {
  templates: [
    {
      id: 501,
      name: 'Portfolio snapshot',
      userType: 'Client',
      requiredSelector: 'Current Client Only',
      dateParameters: 'No Date Required',
      oneClick: true,
    },
    {
      id: 502,
      name: 'Valuation over a period',
      userType: 'Client',
      requiredSelector: 'Current Client Only',
      dateParameters: 'Date Range',
      oneClick: false,
    },
    {
      id: 503,
      name: 'Account group valuation',
      userType: 'Client',
      requiredSelector: 'Account Group',
      dateParameters: 'Single Date',
      oneClick: false,
    },
    {
      id: 505,
      name: 'Portfolio valuation',
      userType: 'Client',
      requiredSelector: 'Select Portfolios',
      dateParameters: 'Single Date',
      oneClick: false,
    },
  ],
  members: [{ memberId: 10001, label: 'Me' }],
  groups: [{ code: 'ISA', name: 'ISAs' }],
  accounts: [{ id: 7, name: 'Stocks and Shares ISA', groupCode: 'ISA', portfolioId: 70 }],
  // No portfolio: the portfolio report is not offered.
  portfolios: [],
  today: '2026-11-25',
  holdBack: false,
  defaultRange: { from: '2025-11-25', to: '2026-11-25' },
};

function renderPage(handler: (call: ApiCall) => ApiReply | undefined): ApiCall[] {
  siteStore.config = {
    instance: { productName: 'Client Online' },
    settings: {},
    content: {},
    chartColours: [],
  } as unknown as PublicSiteConfig;
  const calls = fakeApi((c) => {
    if (c.path === '/valuation/client-reports') return { body: { enabled: false, scriptUrl: null } };
    if (c.path === '/valuation/options') return { body: OPTIONS };
    return handler(c);
  });
  render(
    <MemoryRouter initialEntries={['/clients/valuation-report/']}>
      <Routes>
        <Route path="/clients/valuation-report/*" element={<ValuationReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const settle = () => act(async () => {});
const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('ValuationReportPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    cleanup();
    resetValuation();
    jest.useRealTimers();
  });

  it('runs the one-click snapshot, polls every 3000 ms, and links to the new document when done', async () => {
    let polls = 0;
    const calls = renderPage((c) => {
      if (c.method === 'POST' && c.path === '/valuation/reports')
        return { body: { jobId: 9, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT } };
      if (c.path === '/valuation/jobs/9')
        return ++polls < 2
          ? { body: { jobId: 9, state: 'running', documentId: null, message: REPORT_STARTED_TEXT } }
          : { body: { jobId: 9, state: 'done', documentId: 900000001, message: 'Your report is ready.' } };
      return undefined;
    });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Valuation report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ templateId: 501, selection: 'client' });
    expect(screen.getByText(REPORT_STARTED_TEXT)).toBeTruthy();
    expect(screen.getByText(REPORT_WAIT_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run portfolio snapshot' }).hasAttribute('disabled')).toBe(true);
    await tick(REPORT_POLL_INTERVAL_MS - 1);
    expect(polls).toBe(0);
    await tick(1);
    expect(polls).toBe(1);
    await tick(REPORT_POLL_INTERVAL_MS);
    expect(polls).toBe(2);
    const link = screen.getByRole('link', { name: 'Open Portfolio snapshot' });
    expect(link.getAttribute('href')).toBe('/clients/documents-and-messages/?message=900000001');
    await tick(REPORT_POLL_INTERVAL_MS * 3);
    expect(polls).toBe(2);
  });

  it('offers only the templated reports with something to choose, and shows the end-before-start error without sending', async () => {
    const calls = renderPage(() => undefined);
    await settle();
    const report = screen.getByLabelText<HTMLSelectElement>('Report');
    expect([...report.options].map((o) => o.textContent)).toEqual([
      'Valuation over a period',
      'Account group valuation',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe('2025-11-25');
    expect(screen.getByLabelText<HTMLInputElement>('End date').value).toBe('2026-11-25');
    expect(['Start date', 'End date'].map((l) => screen.getByLabelText(l).getAttribute('min'))).toEqual([
      '1926-11-25',
      '1926-11-25',
    ]);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-01-01' } });
    await settle();
    // Shown live, before Run; mending the start date clears it.
    expect(screen.getByText(END_BEFORE_START)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-12-01' } });
    await settle();
    expect(screen.queryByText(END_BEFORE_START)).toBeNull();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await settle();
    expect(screen.getByText(END_BEFORE_START)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the group and a custom single date', async () => {
    const calls = renderPage((c) =>
      c.method === 'POST' ? { body: { jobId: 3, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT } } : undefined,
    );
    await settle();
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: '503' } });
    fireEvent.click(screen.getByLabelText('Custom'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await settle();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      templateId: 503,
      selection: 'group',
      groupCode: 'ISA',
      dateChoice: 'custom',
      date: '2026-06-30',
    });
  });

  it('refuses a custom date after today in place, without sending', async () => {
    const calls = renderPage(() => undefined);
    await settle();
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: '503' } });
    fireEvent.click(screen.getByLabelText('Custom'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    await settle();
    expect(screen.getByText(DATE_IN_FUTURE)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('words the introduction for an adviser acting for a client, and for the client themself', async () => {
    sessionStore.view = {
      user: { role: 'User', displayName: 'Adam Adviser' },
      clientInContext: { entityId: 10001, displayName: 'Amelia Hartley' },
    } as unknown as SessionView;
    try {
      renderPage(() => undefined);
      await settle();
      expect(
        screen.getByText(
          "Request a report of Amelia Hartley's investments. When it is ready, a copy is saved in Amelia Hartley's messages and documents.",
        ),
      ).toBeTruthy();
      expect(screen.getByText('A report of everything Amelia Hartley holds today, in one click.')).toBeTruthy();
      expect(screen.queryByText(/your investments|you hold/)).toBeNull();
    } finally {
      sessionStore.view = null;
    }
    cleanup();
    renderPage(() => undefined);
    await settle();
    expect(screen.getByText(/^Request a report of your investments\./)).toBeTruthy();
  });

  it('keeps a run going while the user is elsewhere: polling every 3000 ms, and the link shown on coming back', async () => {
    let polls = 0;
    const handler = (c: ApiCall): ApiReply | undefined => {
      if (c.method === 'POST') return { body: { jobId: 11, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT } };
      if (c.path === '/valuation/jobs/11')
        return ++polls < 3
          ? { body: { jobId: 11, state: 'running', documentId: null, message: REPORT_STARTED_TEXT } }
          : { body: { jobId: 11, state: 'done', documentId: 900000011, message: 'Your report is ready.' } };
      return undefined;
    };
    renderPage(handler);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    cleanup(); // the user goes to another page
    await tick(REPORT_POLL_INTERVAL_MS);
    expect([polls, valuationStore.run?.state]).toEqual([1, 'running']);
    await tick(REPORT_POLL_INTERVAL_MS);
    expect(polls).toBe(2);
    // Back on the page while it still runs: the progress shows, then the link.
    renderPage(handler);
    await settle();
    expect(screen.getByText(REPORT_STARTED_TEXT)).toBeTruthy();
    cleanup();
    await tick(REPORT_POLL_INTERVAL_MS);
    expect([polls, valuationStore.run?.state]).toEqual([3, 'done']);
    renderPage(handler);
    await settle();
    expect(screen.getByRole('link', { name: 'Open Portfolio snapshot' }).getAttribute('href')).toBe(
      '/clients/documents-and-messages/?message=900000011',
    );
    await tick(REPORT_POLL_INTERVAL_MS * 2);
    expect(polls).toBe(3);
  });

  it('forgets the run and stops polling on sign-out, and when an adviser turns to another client', async () => {
    let polls = 0;
    const handler = (c: ApiCall): ApiReply | undefined => {
      if (c.method === 'POST') return { body: { jobId: 12, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT } };
      if (c.path === '/valuation/jobs/12')
        return (polls++, { body: { jobId: 12, state: 'running', documentId: null, message: REPORT_STARTED_TEXT } });
      return undefined;
    };
    const adviserWith = (entityId: number) =>
      ({
        user: { role: 'User', entityId: 1 },
        clientInContext: { entityId, displayName: `Client ${entityId}` },
      }) as unknown as SessionView;
    sessionStore.view = adviserWith(10001);
    renderPage(handler);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    cleanup();
    await tick(REPORT_POLL_INTERVAL_MS);
    expect(polls).toBe(1);
    sessionStore.view = adviserWith(10003);
    await settle();
    expect(valuationStore.run).toBeNull();
    await tick(REPORT_POLL_INTERVAL_MS * 2);
    expect(polls).toBe(1);

    sessionStore.view = adviserWith(10001);
    renderPage(handler);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    cleanup();
    clearSession();
    await settle();
    expect(valuationStore.run).toBeNull();
    await tick(REPORT_POLL_INTERVAL_MS * 2);
    expect(polls).toBe(1);
  });

  it('says clearly when the job fails, and stops polling', async () => {
    let polls = 0;
    renderPage((c) => {
      if (c.method === 'POST') return { body: { jobId: 4, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT } };
      if (c.path === '/valuation/jobs/4')
        return (
          polls++,
          { body: { jobId: 4, state: 'failed', documentId: null, message: 'We could not generate your report.' } }
        );
      return undefined;
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    await tick(REPORT_POLL_INTERVAL_MS);
    expect(screen.getByRole('alert').textContent).toBe('We could not generate your report.');
    await tick(REPORT_POLL_INTERVAL_MS * 2);
    expect(polls).toBe(1);
  });

  it("shows the server's refusal of a run in place", async () => {
    renderPage((c) =>
      c.method === 'POST'
        ? errorReply(403, 'forbidden', 'That is not one of the accounts you can report on.')
        : undefined,
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Run portfolio snapshot' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('That is not one of the accounts you can report on.');
  });
});

describe('ValuationReportPage with the client-reports widget on', () => {
  afterEach(() => document.querySelectorAll('script[src]').forEach((s) => s.remove()));

  it('loads the widget script into the page instead of the reports, and says so when it cannot load', async () => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      settings: {},
      content: {},
      chartColours: [],
    } as unknown as PublicSiteConfig;
    fakeApi((c) => {
      if (c.path === '/valuation/client-reports')
        return { body: { enabled: true, scriptUrl: 'https://reports.cdn.example.com/widget.js' } };
      if (c.path === '/valuation/options') return { body: OPTIONS };
      return undefined;
    });
    render(
      <MemoryRouter initialEntries={['/clients/valuation-report/']}>
        <ValuationReportPage />
      </MemoryRouter>,
    );
    await settle();
    const script = document.querySelector(
      'script[src="https://reports.cdn.example.com/widget.js"]',
    ) as HTMLScriptElement;
    expect(script).not.toBeNull();
    expect(screen.getByTestId('client-reports-root')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run portfolio snapshot' })).toBeNull();
    await act(async () => void script.onerror?.(new Event('error')));
    expect(screen.getByRole('alert').textContent).toMatch(/reports service is not available/);
  });
});
