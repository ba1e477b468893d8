/** Login statuses of the sign-in state machine (spec 1 §2.3, §4.1). */
export enum LoginStatus {
  Default = 'Default',
  ForceChangePassword = 'ForceChangePassword',
  SiteTerms = 'SiteTerms',
  SetSecurityQuestions = 'SetSecurityQuestions',
  MfaRequired = 'MfaRequired',
  MfaEnrolmentLinkDevice = 'MfaEnrolmentLinkDevice',
  MfaEnrolmentValidateDevice = 'MfaEnrolmentValidateDevice',
  MfaEnrolmentLinkDeviceInvalidOtp = 'MfaEnrolmentLinkDeviceInvalidOtp',
  MemorableCharactersRequired = 'MemorableCharactersRequired',
  LoginSuccess = 'LoginSuccess',
}

export type MfaMethod = 'sms' | 'email' | 'token';
