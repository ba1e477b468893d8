import { itemAt } from '../../../../../../domain/shared/present';
import type { Allocation, AllocationGroup, AllocationSection } from '../../../../lib/contract';

const row = (investment: string, account: string, amount: number, total: number) => ({
  investment,
  code: null,
  accountId: account === 'ISA' ? 1 : 2,
  account,
  amount,
  weight: Math.round((amount / total) * 10000) / 100,
});

/** A section whose table comes in a muddled order, so the tab's own sort shows. Total 10,000.00. */
function section(type: string, title: string, chart: 'pie' | 'column'): AllocationSection {
  const total = 10000;
  const table: AllocationGroup[] = [
    {
      title: 'Cash',
      value: 40.4,
      weight: 0,
      weightLabel: '<1%',
      rows: [row('Sterling Liquidity Fund', 'ISA', 40.4, total)],
    },
    {
      title: 'Equities',
      value: 6959.6,
      weight: 70,
      weightLabel: '70%',
      rows: [row('Vanguard FTSE All-World', 'ISA', 2500.3, total), row('Barclays plc', 'GIA', 4459.3, total)],
    },
    { title: 'Bonds', value: 3000, weight: 30, weightLabel: '30%', rows: [row('UK Gilt ETF', 'GIA', 3000, total)] },
  ];
  const chartData = table.map(({ title: t, value, weight, weightLabel }) => ({ title: t, value, weight, weightLabel }));
  return { type, title, chart, total, chartData, table };
}

export function allocation(over: Partial<Allocation> = {}): Allocation {
  return {
    currency: 'GBP',
    currencyView: { choice: 'preferred', currency: 'GBP', preferred: 'GBP', original: null, offered: false },
    valuationDate: '2026-11-20',
    range: { preset: '1y', name: '1 year', from: '2025-11-20', to: '2026-11-20' },
    total: 10000,
    columns: ['Investment', 'Account', 'Amount'],
    amountDecimals: 0,
    startCollapsed: true,
    sections: [
      section('assetClass', 'Asset class', 'pie'),
      section('sector', 'Sector', 'column'),
      section('region', 'Geographic region', 'pie'),
    ],
    empty: null,
    ...over,
  };
}

export const oneSection = (): Allocation => {
  const all = allocation();
  return { ...all, startCollapsed: false, sections: [itemAt(all.sections, 1)] };
};

export const noAllocation = (): Allocation =>
  allocation({ sections: [], empty: 'No data available for this selection', total: 0 });
