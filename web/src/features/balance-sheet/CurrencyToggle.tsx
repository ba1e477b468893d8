import { useId } from 'react';
import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';

/** spec 2 §4: plan currencies or the reporting currency; offered only when the tab holds another currency. */
export function CurrencyToggle({
  reportCurrency,
  planCurrencyView,
  onChange,
}: {
  reportCurrency: string;
  planCurrencyView: boolean;
  onChange: (plan: boolean) => void;
}) {
  const id = useId();
  const choices = [
    { plan: true, label: BALANCE_SHEET_LABELS.planCurrency },
    { plan: false, label: `${BALANCE_SHEET_LABELS.reportCurrency} (${reportCurrency})` },
  ];
  return (
    <fieldset className="bs-choice bs-choice--currency">
      <legend>{BALANCE_SHEET_LABELS.showValuesIn}</legend>
      <div className="bs-choice__options">
        {choices.map((c) => (
          <label key={String(c.plan)} className="bs-choice__option">
            <input
              type="radio"
              name={`${id}-currency`}
              checked={planCurrencyView === c.plan}
              onChange={() => onChange(c.plan)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
