import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { DATE_RANGE_HEADING } from '../../../../domain/analysis/analysis-page';
import { CUSTOM_RANGE_INPUT_FORMAT, DATE_RANGE_LABELS } from '../../../../domain/analysis/custom-range';
import { rangeLabel } from '../../../../domain/analysis/date-range';
import { rangeInputDate } from '../../../../domain/format/date-display';
import type { RangeParams } from './analysis-url';
import {
  applyRange,
  canApplyRange,
  chooseRange,
  closeRangeModal,
  customCheck,
  dateRangeStore,
  leaveRangeInput,
  setRangeInput,
} from './date-range.store';
import { Dialog } from './Dialog';

/** spec 2 §2 "Date range filter": the radios, Custom's two dates, Cancel and Apply. */
export function DateRangeModal({ onApply }: { onApply: (range: RangeParams) => void }) {
  const s = useSnapshot(dateRangeStore);
  const id = useId();
  if (!s.open) return null;
  const check = customCheck(s);
  const canApply = canApplyRange(s);
  const apply = () => {
    const range = applyRange();
    if (range) onApply(range);
  };

  return (
    <Dialog labelledBy={`${id}-title`} onClose={closeRangeModal} className="range-modal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <h2 id={`${id}-title`}>{DATE_RANGE_HEADING}</h2>
        <fieldset className="range-modal__choices">
          <legend className="visually-hidden">{DATE_RANGE_HEADING}</legend>
          {s.presets.map((p) => (
            <label key={p} className="range-modal__choice">
              <input
                type="radio"
                name={`${id}-range`}
                value={p}
                checked={s.choice === p}
                onChange={() => chooseRange(p)}
              />
              {rangeLabel(p)}
            </label>
          ))}
        </fieldset>
        {s.choice === 'custom' && (
          <div className="range-modal__custom">
            <DateField
              id={`${id}-start`}
              label={DATE_RANGE_LABELS.start}
              value={s.start}
              error={s.touched.start ? check.startError : null}
              hint={
                check.minStartDate
                  ? `${CUSTOM_RANGE_INPUT_FORMAT}, from ${rangeInputDate(check.minStartDate)}`
                  : CUSTOM_RANGE_INPUT_FORMAT
              }
              onChange={(v) => setRangeInput('start', v)}
              onBlur={() => leaveRangeInput('start')}
            />
            <DateField
              id={`${id}-end`}
              label={DATE_RANGE_LABELS.end}
              value={s.end}
              error={s.touched.end ? check.endError : null}
              hint={CUSTOM_RANGE_INPUT_FORMAT}
              onChange={(v) => setRangeInput('end', v)}
              onBlur={() => leaveRangeInput('end')}
            />
          </div>
        )}
        <div className="button-row range-modal__actions">
          <button type="button" className="button button--secondary" onClick={closeRangeModal}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={!canApply}>
            Apply
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DateField(p: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  hint: string;
  onChange: (v: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <span className="field__hint" id={`${p.id}-hint`}>
        {p.hint}
      </span>
      <input
        id={p.id}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={CUSTOM_RANGE_INPUT_FORMAT}
        value={p.value}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? `${p.id}-hint ${p.id}-error` : `${p.id}-hint`}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
      />
      {p.error && (
        <span className="field__error" id={`${p.id}-error`}>
          {p.error}
        </span>
      )}
    </div>
  );
}
