import { fakeApi } from '../../testing/api-fake';
import { helpStore, requestResetCode, resetHelp, sendUsername } from './help.store';

const TOO_MANY = 'Too many codes have been requested. Please try again in 15 minutes.';
const throttled = { status: 429, body: { statusCode: 429, code: 'throttled', message: TOO_MANY, apiMessage: null } };

describe('help pages when too many codes have been requested (429)', () => {
  beforeEach(() => resetHelp());

  it('forgot password shows the message and stays on the main view', async () => {
    fakeApi(() => throttled);
    await requestResetCode('carla');
    expect(helpStore.view).toBe('main');
    expect(helpStore.error).toBe(TOO_MANY);
  });

  it('forgot username shows the message', async () => {
    fakeApi(() => throttled);
    await sendUsername({ email: 'ben@example.com', dob: '1965-09-30' });
    expect(helpStore.next).toBeNull();
    expect(helpStore.usernameError).toBe(TOO_MANY);
  });
});
