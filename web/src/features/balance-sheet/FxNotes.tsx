import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../../domain/money/fx-conversion';
import type { FxNote } from '../../lib/contract';

/** The rates the reporting-currency figures were converted at (4 decimals), or why one is missing. */
export function FxNotes({ notes, reportCurrency }: { notes: readonly FxNote[]; reportCurrency: string }) {
  if (notes.length === 0) return null;
  return (
    <div className="bs-fx">
      <p className="bs-fx__heading">{BALANCE_SHEET_LABELS.exchangeRates}</p>
      <ul>
        {notes.map((n) => (
          <li key={n.currency}>
            {n.display
              ? `1 ${n.currency} = ${n.display} ${reportCurrency}`
              : `${n.currency}: ${n.message ?? CONVERSION_RATE_UNAVAILABLE}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
