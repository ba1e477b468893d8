import {
  DATE_REQUIRED,
  EARLIER_START_DATE,
  END_BEFORE_FROM_DATE,
  INVALID_DATE_FORMAT,
  parseRangeInput,
  RANGE_BEFORE_INCEPTION,
  validateCustomRange,
} from './custom-range';

describe('custom range (spec 2 §5)', () => {
  it('has the spec texts', () => {
    expect(INVALID_DATE_FORMAT).toBe('Invalid date format, please enter the date in the format "DD-MM-YYYY".');
    expect(EARLIER_START_DATE).toBe('Please enter an earlier start date.');
    expect(END_BEFORE_FROM_DATE).toBe('You cannot select an earlier date than the From date.');
    expect(DATE_REQUIRED).toBe('Date is required');
  });

  it('parses DD-MM-YYYY with a year of at most 4 digits', () => {
    expect(parseRangeInput('23-11-2026')).toBe('2026-11-23');
    expect(parseRangeInput(' 1-2-2024 ')).toBe('2024-02-01');
    expect(parseRangeInput('29-02-2024')).toBe('2024-02-29');
    for (const bad of [
      '29-02-2023',
      '23-11-20261',
      '2026-11-23',
      '23/11/2026',
      '32-01-2026',
      '00-01-2026',
      '23-11-0000',
      'x',
    ])
      expect(parseRangeInput(bad)).toBeNull();
  });

  it('accepts a range in order, the same day included', () => {
    expect(validateCustomRange({ start: '01-01-2025', end: '01-01-2025', inceptionDate: '2019-05-02' })).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-01-01',
      startError: null,
      endError: null,
      canApply: true,
      minStartDate: '2019-05-02',
    });
  });

  it('refuses a start after the end, on both fields', () => {
    expect(validateCustomRange({ start: '02-01-2025', end: '01-01-2025' })).toMatchObject({
      startError: EARLIER_START_DATE,
      endError: END_BEFORE_FROM_DATE,
      canApply: false,
    });
  });

  it('says which field is empty or malformed', () => {
    expect(validateCustomRange({ start: '', end: '31-02-2025' })).toMatchObject({
      startError: DATE_REQUIRED,
      endError: INVALID_DATE_FORMAT,
      canApply: false,
    });
    expect(validateCustomRange({ start: undefined, end: null })).toMatchObject({
      startError: DATE_REQUIRED,
      endError: DATE_REQUIRED,
    });
  });

  it("refuses a start before the since-inception date, the start input's minimum, with the spec's text (§5, §8)", () => {
    expect(validateCustomRange({ start: '01-05-2019', end: '01-01-2025', inceptionDate: '2019-05-02' })).toEqual({
      startDate: '2019-05-01',
      endDate: '2025-01-01',
      startError: 'The date range selected is earlier than the portfolio / account opening date.',
      endError: null,
      canApply: false,
      minStartDate: '2019-05-02',
    });
    expect(validateCustomRange({ start: '02-05-2019', end: '01-01-2025', inceptionDate: '2019-05-02' })).toMatchObject({
      startError: null,
      canApply: true,
    });
    // Reversed dates say so first; without an inception there is no minimum.
    expect(
      validateCustomRange({ start: '01-01-2019', end: '01-01-2018', inceptionDate: '2019-05-02' }).startError,
    ).toBe(EARLIER_START_DATE);
    expect(validateCustomRange({ start: '01-01-0001', end: '01-01-2025' })).toMatchObject({ canApply: true });
    expect(RANGE_BEFORE_INCEPTION).toBe(
      'The date range selected is earlier than the portfolio / account opening date.',
    );
  });
});
