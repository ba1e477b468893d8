import type { AssetsSummary } from '../../../lib/contract';

/**
 * The client's own managed assets: 4 investments (the card lists the 3 largest, as the API orders
 * them), 1 pension and 1 liability. Managed net: 250,000 + 100,000 - 60,000 = 290,000.
 */
export function assetsSummary(over: Partial<AssetsSummary> = {}): AssetsSummary {
  return {
    enabled: true,
    currency: 'GBP',
    cards: [
      {
        type: 'investment',
        label: 'Investments',
        count: 4,
        total: 250000,
        items: ['Growth ISA', 'General Account', 'Bond Fund'],
        tab: 0,
      },
      { type: 'pension', label: 'Pensions', count: 1, total: 100000, items: ['Workplace Pension'], tab: 1 },
      { type: 'liability', label: 'Liabilities', count: 1, total: 60000, items: ['Mortgage'], tab: 3 },
    ],
    managedNet: 290000,
    problem: null,
    ...over,
  };
}
