import type { InvestmentAccount, InvestmentPosition, Investments } from '../../../../lib/contract';

export function position(id: string, name: string, over: Partial<InvestmentPosition> = {}): InvestmentPosition {
  return {
    id,
    name,
    code: null,
    currency: 'GBP',
    nativeCurrency: 'GBP',
    bookCost: 1000,
    bookCostText: null,
    units: 100,
    price: 12.5,
    priceCurrency: 'GBP',
    weight: 50,
    marketValue: 1250,
    unrealisedGain: 250,
    unrealisedGainText: null,
    annualIncome: 40,
    yield: 3.2,
    convertedToPlanCurrency: false,
    subPositions: [],
    ...over,
  };
}

export function account(id: number, title: string, over: Partial<InvestmentAccount> = {}): InvestmentAccount {
  return {
    id,
    title,
    planCurrency: 'GBP',
    owner: 'Amelia Hartley',
    portfolioId: 100011,
    shownIn: 'preferred',
    currency: 'GBP',
    converted: false,
    menuItem: 'Convert to original currency',
    marketValue: 2500,
    unrealisedGain: 500,
    annualIncome: 80,
    yield: 3.2,
    reportCurrencyValue: 2500,
    positions: [
      position(`${id}-2`, 'Zeta Growth Fund', {
        marketValue: 1000,
        bookCost: 800,
        unrealisedGain: 200,
        weight: 40,
        units: 10,
      }),
      position(`${id}-1`, 'Alpha Income Trust', {
        marketValue: 1500,
        bookCost: 1200,
        unrealisedGain: 300,
        weight: 60,
        units: 300,
      }),
    ],
    ...over,
  };
}

export function investments(over: Partial<Investments> = {}): Investments {
  return {
    view: 'preferred',
    currencyView: { choice: 'preferred', currency: 'GBP', preferred: 'GBP', original: null, offered: false },
    reportCurrency: 'GBP',
    valuationDate: '2026-11-24',
    pricingType: 'delayed',
    range: { preset: '1y', name: '1 year', from: '2025-11-25', to: '2026-11-24' },
    showInToggle: true,
    showInOptions: { original: 'Original currency', preferred: 'GBP' },
    expandMode: 'user-toggle',
    sort: { key: 'name', direction: 'asc' },
    accounts: [account(1, 'Stocks and Shares ISA'), account(2, 'US Dollar Account', { planCurrency: 'USD' })],
    total: { currency: 'GBP', value: 5000 },
    empty: null,
    ...over,
  };
}

/** The Euro account as the read answers it after 'Convert to account currency': a quoted-elsewhere holding has no book cost or gain. */
export function convertedAccount(): InvestmentAccount {
  return account(3, 'UK Shares Account', {
    shownIn: 'account',
    converted: true,
    menuItem: 'Convert to account currency',
    positions: [
      position('3-1', 'Barclays plc (pence)', {
        nativeCurrency: 'GBX',
        bookCost: null,
        bookCostText: 'Not available',
        unrealisedGain: null,
        unrealisedGainText: 'Not available',
        convertedToPlanCurrency: true,
      }),
    ],
  });
}
