import {
  DATE_REQUIRED,
  EARLIER_START_DATE,
  END_BEFORE_FROM_DATE,
  INVALID_DATE_FORMAT,
  RANGE_BEFORE_INCEPTION,
} from '../../../../domain/analysis/custom-range';
import {
  applyRange,
  canApplyRange,
  chooseRange,
  closeRangeModal,
  customCheck,
  dateRangeStore,
  openRangeModal,
  setRangeInput,
} from './date-range.store';

const ONE_YEAR = { key: '1y', from: '2025-11-25', to: '2026-11-24' };

describe('date range modal store (spec 2 §4 "Date modal", §5)', () => {
  afterEach(() => closeRangeModal());

  it('opens on the range shown, Custom with its dates as DD-MM-YYYY', () => {
    openRangeModal({ key: 'custom', from: '2026-01-01', to: '2026-06-30' }, '2019-01-15', null);
    expect(dateRangeStore).toMatchObject({
      open: true,
      choice: 'custom',
      start: '01-01-2026',
      end: '30-06-2026',
      inceptionDate: '2019-01-15',
    });
    expect(canApplyRange(dateRangeStore)).toBe(true);
  });

  it('disables Apply while a custom date is missing, malformed or after the other', () => {
    openRangeModal(ONE_YEAR, '2019-01-15', null);
    expect(canApplyRange(dateRangeStore)).toBe(true);
    chooseRange('custom');
    expect(canApplyRange(dateRangeStore)).toBe(false);
    expect(customCheck(dateRangeStore)).toMatchObject({ startError: DATE_REQUIRED, minStartDate: '2019-01-15' });
    setRangeInput('start', '2026-01-01');
    setRangeInput('end', '30-06-2026');
    expect(customCheck(dateRangeStore).startError).toBe(INVALID_DATE_FORMAT);
    setRangeInput('start', '01-07-2026');
    expect(customCheck(dateRangeStore)).toMatchObject({
      startError: EARLIER_START_DATE,
      endError: END_BEFORE_FROM_DATE,
      canApply: false,
    });
    expect(applyRange()).toBeNull();
    expect(dateRangeStore.open).toBe(true);
    setRangeInput('start', '01-01-2026');
    expect(applyRange()).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(dateRangeStore.open).toBe(false);
  });

  it('keeps Apply disabled for a start before the inception date, with the spec message, and applies from the inception itself', () => {
    openRangeModal(ONE_YEAR, '2019-01-15', null);
    chooseRange('custom');
    setRangeInput('start', '14-01-2019');
    setRangeInput('end', '30-06-2026');
    expect(customCheck(dateRangeStore)).toMatchObject({
      startError: RANGE_BEFORE_INCEPTION,
      endError: null,
      canApply: false,
    });
    expect(canApplyRange(dateRangeStore)).toBe(false);
    expect(applyRange()).toBeNull();
    setRangeInput('start', '15-01-2019');
    expect(applyRange()).toEqual({ from: '2019-01-15', to: '2026-06-30' });
  });

  it('resets the custom inputs and their messages when a preset is chosen', () => {
    openRangeModal(ONE_YEAR, null, null);
    chooseRange('custom');
    setRangeInput('start', 'nonsense');
    chooseRange('ytd');
    expect(dateRangeStore).toMatchObject({ choice: 'ytd', start: '', end: '', touched: { start: false, end: false } });
    expect(applyRange()).toEqual({ range: 'ytd' });
  });

  it('offers only the presets the site setting leaves on', () => {
    openRangeModal({ key: '2y', from: '2024-11-25', to: '2026-11-24' }, null, 'Year to date, 2y, nonsense');
    expect(dateRangeStore.presets).toEqual(['1y', '3y', 'inception', 'custom']);
    // The range shown is a disabled preset: the first allowed one is chosen instead.
    expect(dateRangeStore.choice).toBe('1y');
    chooseRange('ytd');
    expect(dateRangeStore.choice).toBe('1y');
  });
});
