import { GetDashboardSummaryUseCase } from './get-dashboard-summary.use-case';

/** The dashboard's use case, for the BFF's dashboard module. */
export const DASHBOARD_USE_CASES = [GetDashboardSummaryUseCase];
