import { useId } from 'react';
import { ASSET_VIEW_LABELS } from '../../../../domain/assets/asset-display-texts';
import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import type { AssetView } from './balance-sheet-view';

/** spec 2 §2: Managed, Non-managed, Everything (the views the site shows). */
export function ViewToggle({
  views,
  value,
  onChange,
}: {
  views: readonly AssetView[];
  value: AssetView;
  onChange: (view: AssetView) => void;
}) {
  const id = useId();
  return (
    <fieldset className="bs-choice">
      <legend>{BALANCE_SHEET_LABELS.view}</legend>
      <div className="bs-choice__options">
        {views.map((v) => (
          <label key={v} className="bs-choice__option">
            <input type="radio" name={`${id}-view`} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{ASSET_VIEW_LABELS[v]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
