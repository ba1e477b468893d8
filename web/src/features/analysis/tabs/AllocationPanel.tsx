import { Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LazyColumnChart, LazyDonutChart } from '../../../components/charts/lazy-charts';
import type { ChartValueFormat } from '../../../components/charts/chart-format';
import type { AllocationSection } from '../../../lib/contract';
import { allocationStore, togglePanel } from './allocation.store';
import { AMOUNT_PLACES, shownSection } from './allocation-view';
import { AllocationTable } from './AllocationTable';
import { TabSkeleton } from './TabStatusViews';
import { useMediaQuery } from '../use-media-query';

/** A donut is as tall as it is wide: on a phone the 500 px default (spec 2 §9) would leave a blank band beneath it. */
const PHONE_PIE_HEIGHT = 320;
const PHONE = '(max-width: 767px)';

/** One collapsible panel of the Allocation tab (spec 2 §2): its chart beside its table. */
export function AllocationPanel({ section, currency }: { section: AllocationSection; currency: string }) {
  const { open } = useSnapshot(allocationStore);
  const view = useMemo(() => shownSection(section), [section]);
  const isOpen = Boolean(open[view.type]);
  const bodyId = `alloc-panel-${view.type}`;
  const format: ChartValueFormat = useMemo(() => ({ kind: 'money', currency, decimals: AMOUNT_PLACES }), [currency]);
  // In the table's order; the shares come from the amounts over the section's total, so '<1%' shows for a sliver (spec 2 §2).
  const items = useMemo(
    () =>
      view.groups.map((g) => ({
        title: g.title,
        value: g.value,
        weight: view.section.total ? g.value / view.section.total : 0,
      })),
    [view],
  );
  const chartTitle = `${view.title} chart`;
  const phone = useMediaQuery(PHONE);

  return (
    <div className={`alloc-panel${isOpen ? ' alloc-panel--open' : ''}`}>
      <h2 className="alloc-panel__heading">
        <button
          type="button"
          className="alloc-panel__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => togglePanel(view.type)}
        >
          {view.title}
        </button>
      </h2>
      <div id={bodyId} className="alloc-panel__body" hidden={!isOpen}>
        {isOpen && (
          <>
            <div className="alloc-panel__chart">
              <Suspense fallback={<TabSkeleton label={`Loading the ${view.title.toLowerCase()} chart`} rows={4} />}>
                {view.chart === 'column' ? (
                  <LazyColumnChart title={chartTitle} columns={items} format={format} />
                ) : (
                  <LazyDonutChart
                    title={chartTitle}
                    slices={items}
                    format={format}
                    height={phone ? PHONE_PIE_HEIGHT : undefined}
                  />
                )}
              </Suspense>
            </div>
            <div className="alloc-panel__table">
              <AllocationTable view={view} currency={currency} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
