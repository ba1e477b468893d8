import {
  fromFlag,
  isPreferenceFlag,
  preferencesChanged,
  PREFERENCES_LOAD_ERROR,
  PREFERENCES_SAVE_ERROR,
  PREFERENCES_UPDATED,
  ADVISER_PREFERENCES_NOTE,
  toFlag,
} from './preferences';

describe('preferences', () => {
  it("stores on as '1' and off as '0', and reads only '1' as on", () => {
    expect([toFlag(true), toFlag(false)]).toEqual(['1', '0']);
    expect([fromFlag('1'), fromFlag(1), fromFlag('0'), fromFlag(null), fromFlag('true'), fromFlag(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([isPreferenceFlag('1'), isPreferenceFlag('0'), isPreferenceFlag(1), isPreferenceFlag('')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('sees a change in any of the three', () => {
    const saved = { email: true, mail: false, sms: true };
    expect(preferencesChanged(saved, { ...saved })).toBe(false);
    expect(preferencesChanged(saved, { ...saved, mail: true })).toBe(true);
    expect(preferencesChanged(saved, { ...saved, sms: false })).toBe(true);
  });

  it('has the spec 8 and spec 6 texts', () => {
    expect(PREFERENCES_LOAD_ERROR).toBe(
      'There has been a problem loading your preferences. Please try again. If the problem persists please contact support.',
    );
    expect(PREFERENCES_SAVE_ERROR).toBe(
      'There has been a problem saving your changes. Please try again. If the problem persists please contact support.',
    );
    expect(PREFERENCES_UPDATED).toBe('Your preferences have been updated.');
    expect(ADVISER_PREFERENCES_NOTE).toBe('Please log in to XPlan to view and update your preferences');
  });
});
