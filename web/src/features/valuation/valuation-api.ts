import { api } from '../../lib/api-client';
import type { ClientReports, ReportJob, RunReportBody, RunReportResult, ValuationOptions } from '../../lib/contract';

/** The valuation report page's calls. Silent: the page shows its own errors in place. */
export const valuationApi = {
  clientReports: () => api.get<ClientReports>('/valuation/client-reports', { silent: true }),
  options: () => api.get<ValuationOptions>('/valuation/options', { silent: true }),
  run: (body: RunReportBody) => api.post<RunReportResult>('/valuation/reports', body, { silent: true }),
  job: (id: number) => api.get<ReportJob>(`/valuation/jobs/${encodeURIComponent(String(id))}`, { silent: true }),
};
