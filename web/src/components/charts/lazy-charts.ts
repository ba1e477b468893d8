import { lazy } from 'react';

/**
 * The charts, each its own chunk: pages import these, so visx never lands in the login page's
 * bundle or in a page's first paint (issue 10 "Charts"). Wrap them in <Suspense> with a skeleton.
 */
export const LazyLineChart = lazy(() => import('./LineChart'));
export const LazyDonutChart = lazy(() => import('./DonutChart'));
export const LazyColumnChart = lazy(() => import('./ColumnChart'));
export const LazyNetWorthChart = lazy(() => import('./NetWorthChart'));
