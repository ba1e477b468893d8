import { failNextAttachmentFromEnv, signingCodeTtlFromEnv } from './sandbox-server';

describe('the sandbox switches for messages and signing', () => {
  it('arms the upload failure with SANDBOX_FAIL_NEXT_ATTACHMENT true, on or 1 only', () => {
    expect(failNextAttachmentFromEnv({})).toBe(false);
    for (const v of ['true', 'ON', ' 1 ']) expect(failNextAttachmentFromEnv({ SANDBOX_FAIL_NEXT_ATTACHMENT: v })).toBe(true);
    for (const v of ['false', 'off', '0', 'yes', '']) expect(failNextAttachmentFromEnv({ SANDBOX_FAIL_NEXT_ATTACHMENT: v })).toBe(false);
  });

  it('takes a positive SANDBOX_SIGNING_CODE_TTL_SECONDS and leaves anything else to the default', () => {
    expect(signingCodeTtlFromEnv({ SANDBOX_SIGNING_CODE_TTL_SECONDS: '5' })).toBe(5);
    expect(signingCodeTtlFromEnv({ SANDBOX_SIGNING_CODE_TTL_SECONDS: '0.5' })).toBe(0.5);
    for (const v of [undefined, '', '0', '-3', 'soon']) expect(signingCodeTtlFromEnv({ SANDBOX_SIGNING_CODE_TTL_SECONDS: v })).toBeUndefined();
  });
});
