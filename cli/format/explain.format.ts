import type { Explanation } from '../../application/analysis/explain-performance.use-case';
import { feeTaxMode } from '../../domain/performance/fee-tax-modes';
import { first } from '../../domain/shared/present';

const money = (x: number): string => x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (x: number): string => `${x >= 0 ? '+' : '-'}${money(Math.abs(x))}`;
const percent = (x: number): string => `${(x * 100).toFixed(4)}%`;

function selectionText(doc: Explanation): string {
  const { kind, id } = doc.selection;
  if (kind === 'all') return 'whole portfolio (every visible account)';
  if (kind === 'account') return `account ${id} (${doc.accounts[0]?.name ?? ''})`;
  return `${kind} ${id}`;
}

/** `portal analysis explain` as text: what was measured, how, and the figures anyone can recompute. */
export function explainLines(doc: Explanation): string[] {
  const basis = (b: string | null) =>
    b === 'annualised' ? 'annualised, 365-day years' : 'cumulative for the period, not annualised';
  const lines = [
    `Selection       ${selectionText(doc)}`,
    `Period          ${doc.period.name}: ${doc.from} to ${doc.to} (${doc.period.days} days from the opening valuation on ${first(doc.dailyValues).date})`,
  ];
  if (doc.period.requestedFrom !== doc.from)
    lines.push(`                asked from ${doc.period.requestedFrom}; the selection's first transaction is later`);
  lines.push(
    `Currency        ${doc.currency} (values at their day's rate; flows at the rate of the close before their day)`,
    `Accounts        ${doc.accounts.length}: ${doc.accounts.map((a) => `${a.name} [${a.id}, ${a.planCurrency}]`).join(', ')}`,
    `Opening value   ${money(doc.openingValue)}`,
    `Closing value   ${money(doc.closingValue)}`,
    `Fees and taxes  mode ${doc.conventions.feesAndTaxes}: ${feeTaxMode(doc.conventions.feesAndTaxes).label}`,
    `Net flows       ${signed(doc.netFlows)} (contributions, withdrawals and transfers${doc.flows.some((f) => f.accountId === null) ? ', and the fees and taxes the mode moves out' : ''}, positive in)`,
    `Movement        ${signed(doc.movement)} = closing - opening - net flows`,
    `Flows           ${doc.flows.length}`,
    ...doc.flows.map((f) => {
      const native =
        f.nativeCurrency === doc.currency
          ? ''
          : `  (${signed(f.nativeAmount)} ${f.nativeCurrency} at ${f.fxRate.toFixed(6)})`;
      const what = f.accountId === null ? 'fees and taxes moved out' : `${f.type} account ${f.accountId}`;
      return `  ${f.date}  ${signed(f.amount).padStart(14)} ${doc.currency}  ${what}${native}`;
    }),
    `TWRR            ${percent(doc.twrr)} (${basis(doc.twrrBasis)})`,
    `IRR             ${doc.irr === null ? `none: ${doc.irrReason}` : `${percent(doc.irr)} (${basis(doc.irrBasis)})`}`,
  );
  if (doc.skippedDays.length)
    lines.push(
      `Skipped days    ${doc.skippedDays.map((d) => d.date).join(', ')} (opening value plus flow not positive)`,
    );
  lines.push(
    `Daily values    ${doc.dailyValues.length} rows in --json (the TWRR links them)`,
    'Conventions',
    ...doc.conventions.text.map((t) => `  - ${t}`),
  );
  return lines;
}
