import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { NO_DATA_FOR_SELECTION } from '../../../../../domain/analysis/analysis-page';
import type { Allocation } from '../../../lib/contract';
import type { AnalysisQuery } from '../analysis-query';
import { allocationStore, loadAllocation, retryAllocation } from './allocation.store';
import { AllocationPanel } from './AllocationPanel';
import { TabEmpty, TabFailure, TabSkeleton } from './TabStatusViews';
import './allocation-tab.css';

/**
 * The analysis page's Allocation tab (spec 2 §2, §4, §8): one collapsible panel per enabled type,
 * asset class and region as donuts and sector as columns, each beside its table.
 */
export function AllocationTab({ query }: { query: AnalysisQuery }) {
  const snap = useSnapshot(allocationStore);
  useEffect(() => {
    void loadAllocation(query);
  }, [query]);

  if (snap.status === 'failed') return <TabFailure message={snap.error} onRetry={() => void retryAllocation()} />;
  if (snap.status !== 'ready' || !snap.data) return <TabSkeleton label="Loading your allocation" rows={6} />;
  const data = snap.data as Allocation;
  if (data.empty || data.sections.length === 0) return <TabEmpty text={data.empty ?? NO_DATA_FOR_SELECTION} />;

  return (
    <div className="alloc-tab">
      {data.sections.map((s) => (
        <AllocationPanel key={s.type} section={s} currency={data.currency} />
      ))}
    </div>
  );
}
