import type { DateParameters, RequiredSelector } from './valuation-templates';

/**
 * What a run asks the platform for (spec 3 §3 "Request variables", §7): the entity and group code,
 * and the variables: as_at_date, or from_date and to_date; report_type (account or group); accountid;
 * since_inception (true).
 */

/** What the user chose for the template's selector; which one is needed depends on the template. */
export type ValuationSelection =
  | { kind: 'client' }
  | { kind: 'member'; memberId: number }
  | { kind: 'group'; groupCode: string }
  | { kind: 'account'; accountId: number }
  | { kind: 'portfolio'; portfolioId: number };

export interface ReportVariables {
  as_at_date?: string;
  from_date?: string;
  to_date?: string;
  report_type?: 'account' | 'group';
  /** One account, or every account of a chosen portfolio. */
  accountid?: number | number[];
  since_inception?: true;
}

export interface ReportRequest {
  entityid: number;
  /**
   * A report on another member: the client who asked (the signed-in client, or the client in
   * context for an adviser), whose messages and documents receive the copy.
   */
  docnote_entityid?: number;
  group_code?: string;
  variables: ReportVariables;
}

/** The selection kinds a template's selector accepts. */
export function selectionKindsFor(selector: RequiredSelector): ValuationSelection['kind'][] {
  switch (selector) {
    case 'Current Client Only':
      return ['client'];
    case 'Select Entity':
      return ['member'];
    case 'Account Group':
      return ['group'];
    case 'Account Group Or Account':
      return ['group', 'account'];
    case 'Select Portfolios':
      return ['portfolio'];
  }
}

export type ReportDates =
  | { kind: 'none' }
  | { kind: 'single'; date: string }
  | { kind: 'range'; from: string; to: string; sinceInception?: boolean };

/** The dates a template's date parameters ask for. */
export function dateKindFor(parameters: DateParameters): ReportDates['kind'] {
  return parameters === 'Single Date' ? 'single' : parameters === 'Date Range' ? 'range' : 'none';
}

/**
 * Builds the platform request. `clientId` is the client in context; `portfolioAccounts` the accounts
 * of a chosen portfolio (already checked to be the client's). The caller has checked that the
 * selection and the dates fit the template.
 */
export function buildReportRequest(input: {
  clientId: number;
  selection: ValuationSelection;
  dates: ReportDates;
  portfolioAccounts?: readonly number[];
}): ReportRequest {
  const variables: ReportVariables = {};
  const { dates, selection } = input;
  if (dates.kind === 'single') variables.as_at_date = dates.date;
  if (dates.kind === 'range') {
    variables.from_date = dates.from;
    variables.to_date = dates.to;
    if (dates.sinceInception) variables.since_inception = true;
  }
  const request: ReportRequest = { entityid: input.clientId, variables };
  switch (selection.kind) {
    case 'member':
      request.entityid = selection.memberId;
      if (selection.memberId !== input.clientId) request.docnote_entityid = input.clientId;
      break;
    case 'group':
      request.group_code = selection.groupCode;
      variables.report_type = 'group';
      break;
    case 'account':
      variables.report_type = 'account';
      variables.accountid = selection.accountId;
      break;
    case 'portfolio':
      variables.report_type = 'account';
      variables.accountid = [...(input.portfolioAccounts ?? [])];
      break;
    default:
      break;
  }
  return request;
}
