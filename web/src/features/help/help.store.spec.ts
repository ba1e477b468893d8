import {
  FORGOT_USERNAME_MISMATCH,
  RESET_CODE_INCORRECT,
  SECURITY_ANSWERS_INCORRECT,
} from '../../../../domain/auth/auth-messages';
import { ApiError } from '../../lib/api-client';
import { helpApi } from './help-api';
import { helpStore, requestResetCode, resetHelp, resetPassword, sendUsername, verifyResetCode } from './help.store';

jest.mock('./help-api', () => ({
  helpApi: { requestReset: jest.fn(), verify: jest.fn(), reset: jest.fn(), forgotUsername: jest.fn() },
}));

const fake = helpApi as jest.Mocked<typeof helpApi>;
const refused = (code: string, message: string) => new ApiError(400, code, message, null);

describe('help store: forgotten password and username', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    resetHelp();
  });

  it('main → enterReset → secQNewPass → the login page with the passwordChanged flag', async () => {
    fake.requestReset.mockResolvedValue({ resetCodeSent: true });
    fake.verify.mockResolvedValue({ questionsAvailable: true, questions: ['First pet?', 'Home town?'] });
    fake.reset.mockResolvedValue({ next: '/core/login/?passwordChanged=true' });

    await requestResetCode(' amelia ');
    expect(fake.requestReset).toHaveBeenCalledWith('amelia');
    expect(helpStore.view).toBe('enterReset');

    await verifyResetCode(' 123456 ');
    expect(fake.verify).toHaveBeenCalledWith('amelia', '123456');
    expect(helpStore.view).toBe('secQNewPass');
    expect(helpStore.questions).toEqual(['First pet?', 'Home town?']);

    await resetPassword({ newPassword: 'New-Passw0rd', answers: ['a', 'b'] });
    expect(fake.reset).toHaveBeenCalledWith({
      username: 'amelia',
      resetCode: '123456',
      newPassword: 'New-Passw0rd',
      answers: ['a', 'b'],
    });
    expect(helpStore.next).toBe('/login/?passwordChanged=true');
  });

  it('stays on enterReset and asks for the new password when the account has no questions', async () => {
    fake.requestReset.mockResolvedValue({ resetCodeSent: true });
    fake.verify.mockResolvedValue({ questionsAvailable: false, questions: [] });
    await requestResetCode('carla');
    await verifyResetCode('123456');
    expect(helpStore.view).toBe('enterReset');
    expect(helpStore.codeAccepted).toBe(true);
  });

  it('counts wrong reset codes and shows the text; wrong answers show theirs', async () => {
    fake.requestReset.mockResolvedValue({ resetCodeSent: true });
    fake.verify.mockRejectedValueOnce(refused('reset_code_invalid', RESET_CODE_INCORRECT));
    await requestResetCode('amelia');
    await verifyResetCode('000000');
    expect(helpStore.error).toBe(RESET_CODE_INCORRECT);
    expect(helpStore.codeErrorCount).toBe(1);
    expect(helpStore.view).toBe('enterReset');

    fake.reset.mockRejectedValueOnce(refused('security_answers_incorrect', SECURITY_ANSWERS_INCORRECT));
    await resetPassword({ newPassword: 'x', answers: ['a', 'b'] });
    expect(helpStore.error).toBe(SECURITY_ANSWERS_INCORRECT);
    expect(helpStore.next).toBeNull();
  });

  it('sends the username or shows the mismatch text', async () => {
    fake.forgotUsername.mockRejectedValueOnce(refused('username_not_matched', FORGOT_USERNAME_MISMATCH));
    await sendUsername({ email: ' ben@example.com ', dob: '1980-04-12' });
    expect(fake.forgotUsername).toHaveBeenCalledWith({ email: 'ben@example.com', dob: '1980-04-12' });
    expect(helpStore.usernameError).toBe(FORGOT_USERNAME_MISMATCH);

    fake.forgotUsername.mockResolvedValueOnce({ next: '/core/login/?usernameSent=true' });
    await sendUsername({ email: 'ben@example.com', dob: '1980-04-12' });
    expect(helpStore.usernameError).toBeNull();
    expect(helpStore.next).toBe('/login/?usernameSent=true');
  });
});
