import { fakeApi } from '../../testing/api-fake';
import { loadVerification, requestNewCode, saveMethod, selectMethod, verificationStore } from './verification.store';

const TOO_MANY = 'Too many codes have been requested. Please try again in 12 minutes.';
const throttled = { status: 429, body: { statusCode: 429, code: 'throttled', message: TOO_MANY, apiMessage: null } };
const DETAILS = {
  current: 'sms',
  methods: [
    { method: 'sms', target: '*******4321' },
    { method: 'email', target: 'f****@example.com' },
  ],
};

describe('additional verification when too many codes have been requested (429)', () => {
  it('shows the message on Save and on Request new code', async () => {
    let sends = 0;
    fakeApi((call) => {
      if (call.method === 'GET') return { body: DETAILS };
      if (call.path === '/account/verification/method')
        return ++sends === 1 ? { body: { method: 'email' } } : throttled;
      if (call.path === '/account/verification/code')
        return { status: 400, body: { statusCode: 400, code: 'bad_otp', message: 'Wrong code.', apiMessage: null } };
      return undefined;
    });
    await loadVerification();
    selectMethod('email');
    await saveMethod();
    expect(verificationStore.step).toBe('validate');
    verificationStore.step = 'wrongCode';
    await requestNewCode();
    expect(verificationStore.error).toBe(TOO_MANY);
  });
});
