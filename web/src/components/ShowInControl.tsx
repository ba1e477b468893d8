import { useId } from 'react';
import { SHOW_IN_LABEL } from '../../../domain/analysis/analysis-page';
import { CURRENCY_VIEWS, type CurrencyView } from '../../../domain/analysis/currency-view';
import { ORIGINAL_CURRENCY_LABEL } from '../../../domain/analysis/investments';
import './show-in-control.css';

/** What a read says of its currency (domain/analysis/currency-view.ts). */
export interface ShownCurrency {
  choice: string;
  preferred: string;
  original: string | null;
  offered: boolean;
}

/**
 * spec 2 §2, §4 'Show in': the one control of every money view (home, the analysis hero, the tabs),
 * with one look and the rule's one default, the preferred currency. Shown only when the rule offers
 * the original currency for the selection.
 */
export function ShowInControl({
  shown,
  onChoose,
}: {
  shown: ShownCurrency | null | undefined;
  onChoose: (choice: CurrencyView) => void;
}) {
  const id = useId();
  if (!shown?.offered || !shown.original) return null;
  const label = (view: CurrencyView) =>
    view === 'original' ? `${ORIGINAL_CURRENCY_LABEL} (${shown.original})` : shown.preferred;
  return (
    <fieldset className="show-in" data-testid="show-in">
      <legend className="show-in__legend">{SHOW_IN_LABEL}</legend>
      <div className="show-in__choices">
        {CURRENCY_VIEWS.map((view) => (
          <label key={view} className="show-in__choice">
            <input
              type="radio"
              name={`${id}-show-in`}
              value={view}
              checked={shown.choice === view}
              onChange={() => onChoose(view)}
            />
            <span>{label(view)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
