import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { SHOW_IN_LABEL } from '../../../../domain/analysis/analysis-page';
import { originalCurrency, showInOffered, type CurrencyView } from '../../../../domain/analysis/hero-view';
import { ORIGINAL_CURRENCY_LABEL } from '../../../../domain/analysis/investments';
import { analysisStore, selectionCurrencies, setCurrencyView } from './analysis.store';

/** spec 2 §2, §4: 'Show in' the original or the preferred currency, offered only when they differ. */
export function ShowInToggle() {
  const s = useSnapshot(analysisStore);
  const id = useId();
  const preferred = s.preferred;
  const currencies = s.accounts.status === 'ready' ? selectionCurrencies() : [];
  if (!preferred || !showInOffered(currencies, preferred)) return null;
  const choices: { view: CurrencyView; label: string }[] = [
    { view: 'original', label: `${ORIGINAL_CURRENCY_LABEL} (${originalCurrency(currencies)})` },
    { view: 'preferred', label: preferred },
  ];
  return (
    <fieldset className="show-in">
      <legend>{SHOW_IN_LABEL}</legend>
      {choices.map((c) => (
        <label key={c.view} className="show-in__choice">
          <input type="radio" name={`${id}-show-in`} checked={s.currencyView === c.view} onChange={() => void setCurrencyView(c.view)} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
