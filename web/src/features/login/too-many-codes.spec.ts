import { LoginStatus } from '../../../../domain/auth/login-status';
import { fakeApi } from '../../testing/api-fake';
import { chooseEnrolmentMethod, loginStore, requestNewCode, resetLogin } from './login.store';

const TOO_MANY = 'Too many codes have been requested. Please try again in 15 minutes.';
const throttled = { status: 429, body: { statusCode: 429, code: 'throttled', message: TOO_MANY, apiMessage: null } };

describe('sign-in code steps when too many codes have been requested (429)', () => {
  beforeEach(() => resetLogin());

  it("'Request new code' keeps the step and shows the message", async () => {
    loginStore.status = LoginStatus.MfaRequired;
    fakeApi(() => throttled);
    await requestNewCode();
    expect(loginStore.status).toBe(LoginStatus.MfaRequired);
    expect(loginStore.error).toBe(TOO_MANY);
  });

  it('choosing the enrolment method keeps the step and shows the message', async () => {
    loginStore.status = LoginStatus.MfaEnrolmentLinkDevice;
    fakeApi(() => throttled);
    await chooseEnrolmentMethod('sms');
    expect(loginStore.status).toBe(LoginStatus.MfaEnrolmentLinkDevice);
    expect(loginStore.error).toBe(TOO_MANY);
  });
});
