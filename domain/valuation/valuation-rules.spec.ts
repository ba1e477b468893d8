import { pollDecision, reportReadyText } from './report-job';
import {
  checkReportRange,
  dateTooEarlyText,
  earliestReportDate,
  DATE_IN_FUTURE,
  defaultReportRange,
  END_BEFORE_START,
  DATE_NEEDED,
  heldBack,
  singleDateError,
  singleReportDate,
} from './valuation-dates';
import { isOfferedMember, isSelectableMember, selectableMembers } from './valuation-members';
import { buildReportRequest, selectionKindsFor } from './valuation-request';
import { itemAt } from '../shared/present';

describe('member order (spec 3 §6)', () => {
  const members = [
    { memberId: 20, name: 'Ben Hartley', loginAccessible: true },
    { memberId: 30, name: 'Oliver Hartley', loginAccessible: false },
    { memberId: 10, name: 'Amelia Hartley', loginAccessible: true },
    { memberId: 40, name: 'Grace Hartley', loginAccessible: true },
  ];
  const amelia = {
    clientId: 10,
    role: 'client',
    partnerId: 20,
    capabilities: ['view_portfolio', 'view_partner'],
  } as const;
  it("puts 'Me' first for a client and leaves out members who cannot log in", () => {
    expect(selectableMembers(members, amelia)).toEqual([
      { memberId: 10, label: 'Me' },
      { memberId: 20, label: 'Ben Hartley' },
      { memberId: 40, label: 'Grace Hartley' },
    ]);
  });
  it('puts the client in context first, by name, for an adviser', () => {
    expect(selectableMembers(members, { ...amelia, role: 'adviser' }).map((m) => m.label)).toEqual([
      'Amelia Hartley',
      'Ben Hartley',
      'Grace Hartley',
    ]);
  });
  it('keeps the others when the client is not among the members', () => {
    expect(selectableMembers(members, { ...amelia, clientId: 99, partnerId: null })).toEqual([
      { memberId: 20, label: 'Ben Hartley' },
      { memberId: 10, label: 'Amelia Hartley' },
      { memberId: 40, label: 'Grace Hartley' },
    ]);
  });
  it('offers the partner only with view_partner (any case), for a client and for an adviser acting for them', () => {
    const ben = { clientId: 20, role: 'client', partnerId: 10, capabilities: ['view_portfolio'] } as const;
    expect(selectableMembers(members, ben).map((m) => m.memberId)).toEqual([20, 40]);
    expect(selectableMembers(members, { ...ben, role: 'adviser' }).map((m) => m.memberId)).toEqual([20, 40]);
    expect(selectableMembers(members, { ...ben, capabilities: [' VIEW_PARTNER '] }).map((m) => m.memberId)).toEqual([
      20, 10, 40,
    ]);
    expect(isSelectableMember(itemAt(members, 2), ben)).toBe(false);
    expect(isSelectableMember(itemAt(members, 1), amelia)).toBe(false);
  });
  it('allows a report only on a member offered', () => {
    const offered = selectableMembers(members, { clientId: 20, role: 'client', partnerId: 10, capabilities: [] });
    expect(isOfferedMember(offered, 20)).toBe(true);
    expect(isOfferedMember(offered, 10)).toBe(false);
    expect(isOfferedMember(offered, 30)).toBe(false);
  });
});

describe('report dates (spec 3 §5)', () => {
  const today = '2026-11-25';
  it('defaults the range to one year back, the end held back with the setting', () => {
    expect(defaultReportRange(today, false)).toEqual({ from: '2025-11-25', to: today });
    expect(defaultReportRange(today, true)).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(defaultReportRange('2028-02-29', false).from).toBe('2027-02-28');
  });
  it('needs both dates as yyyy-MM-dd', () => {
    expect(checkReportRange({ from: '25/11/2025', to: today, today, holdBack: false })).toMatchObject({
      valid: false,
      fromError: DATE_NEEDED,
      toError: null,
    });
    expect(checkReportRange({ from: '2025-11-25', to: '', today, holdBack: false })).toMatchObject({
      valid: false,
      toError: DATE_NEEDED,
    });
    expect(checkReportRange({ from: '2025-02-30', to: today, today, holdBack: false }).valid).toBe(false);
  });
  it('refuses an end before the start; the same day is a valid range', () => {
    expect(checkReportRange({ from: '2026-03-02', to: '2026-03-01', today, holdBack: false })).toMatchObject({
      valid: false,
      toError: END_BEFORE_START,
    });
    expect(checkReportRange({ from: '2026-03-01', to: '2026-03-01', today, holdBack: false })).toMatchObject({
      valid: true,
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(checkReportRange({ from: '2026-03-01', to: '2026-11-26', today, holdBack: false })).toMatchObject({
      valid: false,
      fromError: null,
      toError: DATE_IN_FUTURE,
    });
    expect(checkReportRange({ from: '2026-11-26', to: '2026-11-27', today, holdBack: false })).toMatchObject({
      valid: false,
      fromError: DATE_IN_FUTURE,
      toError: DATE_IN_FUTURE,
    });
    expect([singleDateError('2026-11-26', today), singleDateError(today, today), singleDateError('x', today)]).toEqual([
      DATE_IN_FUTURE,
      null,
      DATE_NEEDED,
    ]);
  });
  it('substitutes yesterday for today as the end or single date with the hold-back, only for today', () => {
    expect(checkReportRange({ from: '2026-01-01', to: today, today, holdBack: true }).to).toBe('2026-11-24');
    expect(checkReportRange({ from: '2026-01-01', to: '2026-11-20', today, holdBack: true }).to).toBe('2026-11-20');
    expect(heldBack(today, today, false)).toBe(today);
    expect(singleReportDate({ choice: 'today', today, holdBack: true })).toBe('2026-11-24');
    expect(singleReportDate({ choice: 'today', today, holdBack: false })).toBe(today);
    expect(singleReportDate({ choice: 'custom', date: today, today, holdBack: true })).toBe('2026-11-24');
    expect(singleReportDate({ choice: 'custom', date: '2026-06-30', today, holdBack: true })).toBe('2026-06-30');
    expect(singleReportDate({ choice: 'custom', date: 'soon', today, holdBack: false })).toBeNull();
  });
});

describe('request variables (spec 3 §3, §7)', () => {
  it('a client-only snapshot sends the client and no variables', () => {
    expect(buildReportRequest({ clientId: 10, selection: { kind: 'client' }, dates: { kind: 'none' } })).toEqual({
      entityid: 10,
      variables: {},
    });
  });
  it('a member and a single date', () => {
    expect(
      buildReportRequest({
        clientId: 10,
        selection: { kind: 'member', memberId: 20 },
        dates: { kind: 'single', date: '2026-06-30' },
      }),
    ).toEqual({ entityid: 20, docnote_entityid: 10, variables: { as_at_date: '2026-06-30' } });
    expect(
      buildReportRequest({ clientId: 10, selection: { kind: 'member', memberId: 10 }, dates: { kind: 'none' } }),
    ).toEqual({ entityid: 10, variables: {} });
  });
  it('a group and a range', () => {
    expect(
      buildReportRequest({
        clientId: 10,
        selection: { kind: 'group', groupCode: 'G1' },
        dates: { kind: 'range', from: '2025-01-01', to: '2025-12-31', sinceInception: true },
      }),
    ).toEqual({
      entityid: 10,
      group_code: 'G1',
      variables: { report_type: 'group', from_date: '2025-01-01', to_date: '2025-12-31', since_inception: true },
    });
  });
  it('an account, or every account of a portfolio', () => {
    expect(
      buildReportRequest({ clientId: 10, selection: { kind: 'account', accountId: 7 }, dates: { kind: 'none' } })
        .variables,
    ).toEqual({ report_type: 'account', accountid: 7 });
    expect(
      buildReportRequest({
        clientId: 10,
        selection: { kind: 'portfolio', portfolioId: 5 },
        dates: { kind: 'none' },
        portfolioAccounts: [7, 8],
      }).variables,
    ).toEqual({ report_type: 'account', accountid: [7, 8] });
  });
  it('each selector accepts its own kinds', () => {
    expect(selectionKindsFor('Account Group Or Account')).toEqual(['group', 'account']);
    expect(selectionKindsFor('Select Portfolios')).toEqual(['portfolio']);
  });
});

describe('poll decision (spec 3 §7, §8)', () => {
  it.each([
    [200, 'done'],
    [202, 'poll'],
    [204, 'poll'],
    [404, 'poll'],
    [499, 'poll'],
    [500, 'abort'],
    [503, 'abort'],
  ])('status %i: %s', (status, decision) => expect(pollDecision(status)).toBe(decision));

  it("names the client for an adviser in the ready text, and says 'your' to a client", () => {
    expect(reportReadyText('Amelia Hartley')).toBe(
      "The report is ready. A copy has been saved in Amelia Hartley's messages and documents.",
    );
    expect(reportReadyText(null)).toBe('Your report is ready. A copy has been saved in your messages and documents.');
  });
});

describe('the earliest report date (100 years before today)', () => {
  const today = '2026-11-25';
  it('refuses a start, end or single date before it, and accepts the floor itself', () => {
    expect(earliestReportDate(today)).toBe('1926-11-25');
    expect(dateTooEarlyText(today)).toBe('The report date cannot be before 1926-11-25.');
    expect(checkReportRange({ from: '1900-01-01', to: '2026-01-01', today, holdBack: false })).toMatchObject({
      fromError: dateTooEarlyText(today),
      toError: null,
      valid: false,
    });
    expect(checkReportRange({ from: '1900-01-01', to: '1900-02-01', today, holdBack: false }).toError).toBe(
      dateTooEarlyText(today),
    );
    expect(checkReportRange({ from: '1926-11-25', to: '2026-01-01', today, holdBack: false }).valid).toBe(true);
    expect(singleDateError('1900-01-01', today)).toBe(dateTooEarlyText(today));
    expect(singleDateError('1926-11-25', today)).toBeNull();
  });
});
