import { proxy } from 'valtio';
import { validateCustomRange, type CustomRangeCheck } from '../../../../domain/analysis/custom-range';
import { enabledRangePresets, type RangePreset } from '../../../../domain/analysis/date-range';
import { rangeInputDate } from '../../../../domain/format/date-display';
import type { RangeParams } from './analysis-url';
import { onClientStateReset } from '../../lib/client-state';

type Field = 'start' | 'end';

function initialState() {
  return {
    open: false,
    choice: '1y' as RangePreset,
    start: '',
    end: '',
    /** A field's message shows once it has been left or typed in. */
    touched: { start: false, end: false } as Record<Field, boolean>,
    inceptionDate: null as string | null,
    presets: enabledRangePresets(null),
  };
}

/** The date range modal (spec 2 §2 "Date range filter", §4 "Date modal", §5 "Custom date range"). */
export const dateRangeStore = proxy(initialState());

/** Opens on the range shown: its preset, or Custom with its dates; only the presets the site allows. */
export function openRangeModal(
  shown: { key: string; from: string; to: string },
  inceptionDate: string | null,
  disabledSetting: string | null | undefined,
): void {
  const presets = enabledRangePresets(disabledSetting);
  const custom = shown.key === 'custom';
  const choice = (presets.includes(shown.key as RangePreset) ? shown.key : (presets[0] ?? 'custom')) as RangePreset;
  Object.assign(dateRangeStore, initialState(), {
    open: true,
    presets,
    inceptionDate,
    choice,
    start: custom && choice === 'custom' ? rangeInputDate(shown.from) : '',
    end: custom && choice === 'custom' ? rangeInputDate(shown.to) : '',
  });
}

export function closeRangeModal(): void {
  Object.assign(dateRangeStore, initialState());
}
onClientStateReset(closeRangeModal);

/** spec 2 §4: choosing a preset resets the custom inputs and their errors. */
export function chooseRange(choice: RangePreset): void {
  if (!dateRangeStore.presets.includes(choice)) return;
  dateRangeStore.choice = choice;
  if (choice !== 'custom') Object.assign(dateRangeStore, { start: '', end: '', touched: { start: false, end: false } });
}

export function setRangeInput(field: Field, value: string): void {
  dateRangeStore[field] = value;
  if (value.trim()) dateRangeStore.touched[field] = true;
}

export function leaveRangeInput(field: Field): void {
  dateRangeStore.touched[field] = true;
}

/** The custom dates' check (messages, minimum start) by the domain's rule. */
export function customCheck(state: { start: string; end: string; inceptionDate: string | null }): CustomRangeCheck {
  return validateCustomRange({ start: state.start, end: state.end, inceptionDate: state.inceptionDate });
}

/** spec 2 §4, §5: Apply is disabled while the custom dates are invalid. */
export function canApplyRange(state: {
  choice: RangePreset;
  start: string;
  end: string;
  inceptionDate: string | null;
}): boolean {
  return state.choice !== 'custom' || customCheck(state).canApply;
}

/** The range to apply, or null while Apply is disabled. Closes the modal. */
export function applyRange(): RangeParams | null {
  const s = dateRangeStore;
  if (!canApplyRange(s)) {
    s.touched = { start: true, end: true };
    return null;
  }
  const check = customCheck(s);
  const range: RangeParams =
    s.choice === 'custom' ? { from: check.startDate!, to: check.endDate! } : { range: s.choice };
  closeRangeModal();
  return range;
}
