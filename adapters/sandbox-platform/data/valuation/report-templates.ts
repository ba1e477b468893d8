/**
 * The platform's xmerge valuation report templates (spec 3 §3 "Valuation entities"): for clients and
 * for advisers, between them every required selector and every date parameter. The demo site
 * settings (valuationReportTemplates) list the same ids for the portal.
 */

export type SandboxSelector =
  'Current Client Only' | 'Select Entity' | 'Account Group' | 'Account Group Or Account' | 'Select Portfolios';
export type SandboxDateParameters = 'No Date Required' | 'Single Date' | 'Date Range';

export interface SandboxReportTemplate {
  id: number;
  name: string;
  userType: 'Client' | 'Adviser';
  requiredSelector: SandboxSelector;
  dateParameters: SandboxDateParameters;
}

export const REPORT_TEMPLATES: readonly SandboxReportTemplate[] = [
  {
    id: 501,
    name: 'Portfolio snapshot',
    userType: 'Client',
    requiredSelector: 'Current Client Only',
    dateParameters: 'No Date Required',
  },
  {
    id: 502,
    name: 'Valuation over a period',
    userType: 'Client',
    requiredSelector: 'Current Client Only',
    dateParameters: 'Date Range',
  },
  {
    id: 503,
    name: 'Account group valuation',
    userType: 'Client',
    requiredSelector: 'Account Group',
    dateParameters: 'Single Date',
  },
  {
    id: 504,
    name: 'Account or group valuation',
    userType: 'Client',
    requiredSelector: 'Account Group Or Account',
    dateParameters: 'Date Range',
  },
  {
    id: 505,
    name: 'Portfolio valuation',
    userType: 'Client',
    requiredSelector: 'Select Portfolios',
    dateParameters: 'Single Date',
  },
  {
    id: 506,
    name: 'Family member valuation',
    userType: 'Client',
    requiredSelector: 'Select Entity',
    dateParameters: 'No Date Required',
  },
  {
    id: 601,
    name: 'Client snapshot',
    userType: 'Adviser',
    requiredSelector: 'Current Client Only',
    dateParameters: 'No Date Required',
  },
  {
    id: 602,
    name: 'Household valuation',
    userType: 'Adviser',
    requiredSelector: 'Select Entity',
    dateParameters: 'Date Range',
  },
  {
    id: 603,
    name: 'Account or group review',
    userType: 'Adviser',
    requiredSelector: 'Account Group Or Account',
    dateParameters: 'Single Date',
  },
  {
    id: 604,
    name: 'Portfolio review',
    userType: 'Adviser',
    requiredSelector: 'Select Portfolios',
    dateParameters: 'Date Range',
  },
  {
    id: 605,
    name: 'Account group review',
    userType: 'Adviser',
    requiredSelector: 'Account Group',
    dateParameters: 'No Date Required',
  },
];

export const reportTemplate = (id: number): SandboxReportTemplate | undefined =>
  REPORT_TEMPLATES.find((t) => t.id === id);
