import { LoginStatus } from '../../domain/auth/login-status';
import { PlatformError } from '../ports/platform-error';
import { CREDENTIAL, fakePlatform, sessionUser } from '../support/testing/fake-platform';
import { InMemorySiteConfig, siteConfigFile } from '../support/testing/fake-site-config';
import { progressAt } from '../support/testing/sign-in-progress';
import { AcceptSiteTermsUseCase, LOGIN_DISCLAIMER_DESC } from './accept-site-terms.use-case';
import { first } from '../../domain/shared/present';

const atTerms = progressAt(LoginStatus.SiteTerms, {
  credential: CREDENTIAL,
  user: sessionUser({ entityId: 70, additionalLoginSteps: ['SiteTerms', 'SetSecurityQuestions'] }),
});
const withTerms = new InMemorySiteConfig(
  siteConfigFile({ content: { siteTerms: { text: 'By signing in you agree to our terms.' } } }),
);

describe('AcceptSiteTermsUseCase', () => {
  it("records the agreement with the disclaimer text, 'Login Disclaimer' and the date, then refreshes the steps", async () => {
    const agreeTerms = jest.fn().mockResolvedValue(undefined);
    const refreshed = sessionUser({ entityId: 70, additionalLoginSteps: ['SetSecurityQuestions'] });
    const getSessionUser = jest.fn().mockResolvedValue(refreshed);
    const result = await new AcceptSiteTermsUseCase(fakePlatform({ agreeTerms, getSessionUser }), withTerms).execute(
      atTerms,
      { today: '2026-03-01' },
    );

    expect(agreeTerms).toHaveBeenCalledWith(CREDENTIAL, 70, {
      content: 'By signing in you agree to our terms.',
      agreedDate: '2026-03-01',
      desc: 'Login Disclaimer',
    });
    expect(LOGIN_DISCLAIMER_DESC).toBe('Login Disclaimer');
    expect(getSessionUser).toHaveBeenCalledWith(CREDENTIAL);
    expect(first(agreeTerms.mock.invocationCallOrder)).toBeLessThan(first(getSessionUser.mock.invocationCallOrder));
    expect(result).toEqual({
      ok: true,
      value: { ...atTerms, user: refreshed, status: LoginStatus.SetSecurityQuestions, message: null },
    });
  });

  it('reaches LoginSuccess when no step is left', async () => {
    const platform = fakePlatform({
      agreeTerms: jest.fn().mockResolvedValue(undefined),
      getSessionUser: jest.fn().mockResolvedValue(sessionUser()),
    });
    expect(
      await new AcceptSiteTermsUseCase(platform, withTerms).execute(atTerms, { today: '2026-03-01' }),
    ).toMatchObject({
      ok: true,
      value: { status: LoginStatus.LoginSuccess },
    });
  });

  it('shows the server error data when the agreement is refused', async () => {
    const agreeTerms = jest.fn().mockRejectedValue(new PlatformError('validation', 400, 'agreed_date is required'));
    const getSessionUser = jest.fn();
    const result = await new AcceptSiteTermsUseCase(fakePlatform({ agreeTerms, getSessionUser }), withTerms).execute(
      atTerms,
      { today: '' },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', message: 'agreed_date is required' } });
    expect(getSessionUser).not.toHaveBeenCalled();
  });

  it('refuses without a credential, without a client entity, or at another step', async () => {
    const agreeTerms = jest.fn();
    const useCase = new AcceptSiteTermsUseCase(fakePlatform({ agreeTerms }), withTerms);
    for (const p of [
      { ...atTerms, credential: undefined },
      { ...atTerms, user: sessionUser({ entityId: null }) },
      { ...atTerms, status: LoginStatus.ForceChangePassword },
      undefined,
    ]) {
      expect(await useCase.execute(p, { today: '2026-03-01' })).toMatchObject({
        ok: false,
        error: { code: 'wrong_step' },
      });
    }
    expect(agreeTerms).not.toHaveBeenCalled();
  });
});
