import {
  BIOMETRIC_SET,
  biometricLinkVisible,
  biometricWrapperMessage,
  detectsWrapper,
  isBiometricChoice,
} from './biometric';

describe('biometric permission', () => {
  it('offers the link only in the wrapper and only while no choice is stored', () => {
    expect(biometricLinkVisible(true, null)).toBe(true);
    expect(biometricLinkVisible(true, '1')).toBe(false);
    expect(biometricLinkVisible(true, '0')).toBe(false);
    expect(biometricLinkVisible(false, null)).toBe(false);
  });

  it('knows the wrapper by its user-agent token or ?wrapper=mobile', () => {
    expect(detectsWrapper('Mozilla/5.0 (iPhone) ClientOnlineApp/3.2', '')).toBe(true);
    expect(detectsWrapper('Mozilla/5.0', '?wrapper=mobile')).toBe(true);
    expect(detectsWrapper('Mozilla/5.0', '?a=1&wrapper=mobile')).toBe(true);
    expect(detectsWrapper('Mozilla/5.0', '?wrapper=desktop')).toBe(false);
    expect(detectsWrapper('Mozilla/5.0', '?nowrapper=mobile')).toBe(false);
    expect(detectsWrapper(null, null)).toBe(false);
  });

  it("stores only '1' or '0', tells the wrapper which, and has the spec 8 text", () => {
    expect([isBiometricChoice('1'), isBiometricChoice('0'), isBiometricChoice(1), isBiometricChoice(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(biometricWrapperMessage('0')).toEqual({ type: 'biometricPermission', value: '0' });
    expect(BIOMETRIC_SET).toBe('Your permission choice has been set');
  });
});
