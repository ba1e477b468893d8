import { PortalConfigError } from '../config/read-env';
import { standaloneOptions } from './standalone-options';

describe('the sandbox switches for messages and signing, as the standalone sandbox reads them', () => {
  it('arms the upload failure with SANDBOX_FAIL_NEXT_ATTACHMENT on, and refuses a value that is neither on nor off', () => {
    expect(standaloneOptions({}).failNextAttachment).toBeUndefined();
    for (const v of ['true', 'ON', ' 1 ', 'yes'])
      expect(standaloneOptions({ SANDBOX_FAIL_NEXT_ATTACHMENT: v }).failNextAttachment).toBe(true);
    for (const v of ['false', 'off', '0', 'no'])
      expect(standaloneOptions({ SANDBOX_FAIL_NEXT_ATTACHMENT: v }).failNextAttachment).toBe(false);
    expect(standaloneOptions({ SANDBOX_FAIL_NEXT_ATTACHMENT: '' }).failNextAttachment).toBeUndefined();
    expect(() => standaloneOptions({ SANDBOX_FAIL_NEXT_ATTACHMENT: 'maybe' })).toThrow(PortalConfigError);
  });

  it('takes a positive SANDBOX_SIGNING_CODE_TTL_SECONDS and refuses anything else', () => {
    expect(standaloneOptions({ SANDBOX_SIGNING_CODE_TTL_SECONDS: '5' }).signingCodeTtlSeconds).toBe(5);
    expect(standaloneOptions({ SANDBOX_SIGNING_CODE_TTL_SECONDS: '0.5' }).signingCodeTtlSeconds).toBe(0.5);
    for (const v of [undefined, ''])
      expect(standaloneOptions({ SANDBOX_SIGNING_CODE_TTL_SECONDS: v }).signingCodeTtlSeconds).toBeUndefined();
    for (const v of ['0', '-3', 'soon'])
      expect(() => standaloneOptions({ SANDBOX_SIGNING_CODE_TTL_SECONDS: v })).toThrow(
        `SANDBOX_SIGNING_CODE_TTL_SECONDS must be a number above 0, not '${v}'.`,
      );
  });
});
