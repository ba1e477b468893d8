/** The assets API's answers as the e2e suites read them (bff/assets/assets.dto.ts). */

export interface Money {
  plan: number;
  planCurrency: string;
  report: number | null;
}
export interface Asset {
  id: number;
  type: string;
  description: string;
  typeDescription: string | null;
  provider: string | null;
  policyNumber: string | null;
  status: string | null;
  valuationDate: string | null;
  managed: boolean;
  percentOwned: number;
  value: Money;
  ownedValue: Money;
  owners: string[];
}
export interface TypeTotal {
  type: string;
  view: string;
  count: number;
  ownedTotal: number | null;
  source: string;
}
export interface BalanceSheet {
  enabled: boolean;
  members: { id: number; name: string; relationship: string; preferredCurrency: string }[];
  memberId: number;
  views: string[];
  defaultView: string;
  underAdviceFeature: boolean;
  reportCurrency: string;
  multiCurrency: boolean;
  fxRates: { currency: string; rate: number | null; display: string | null; message: string | null }[];
  assets: Asset[];
  totals: TypeTotal[];
  problem: string | null;
  failedTypes: string[];
}
export interface Summary {
  enabled: boolean;
  currency: string;
  managedNet: number | null;
  problem: string | null;
  cards: { type: string; label: string; count: number; total: number | null; items: string[]; tab: number }[];
}
/** A figure that depends on a list that failed to load is null. */
export interface NetWorthRow {
  memberId: number | null;
  name: string;
  assets: number | null;
  liabilities: number | null;
  netWorth: number | null;
}
export interface NetWorth {
  currency: string;
  view: string;
  members: NetWorthRow[];
  household: NetWorthRow;
  unconverted: string[];
  problem: string | null;
  failedTypes: string[];
}

export const TYPES = ['investment', 'pension', 'annuity', 'liability'];
export const VIEWS = ['managed', 'nonManaged', 'everything'];
export const PROBLEM = 'There was a problem retrieving one or more assets.';
export const AMELIA = 10001;
export const BEN = 10002;
/** Amelia's son, in the family group but not login accessible (PERSONAS.md). */
export const OLIVER = 10014;

/** Whole pennies, so sums are checked without floating-point drift. */
export const pennies = (x: number) => Math.round(x * 100);

export const inView = (a: Asset, view: string) =>
  view === 'everything' || (view === 'managed' ? a.managed : !a.managed);
export const total = (s: BalanceSheet, type: string, view: string) =>
  s.totals.find((t) => t.type === type && t.view === view)!;

/** Parses a text/event-stream body into its events. */
export function sseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split(/\n\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      return { event, data: data ? JSON.parse(data) : null };
    });
}
