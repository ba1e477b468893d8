import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { landingAfterLogin } from '../../../../domain/access/page-access';
import { HELP_WITH_LOGGING_IN, LOG_IN, LOGGING_IN } from '../../../../domain/auth/auth-messages';
import { hidesLoginChrome } from '../../../../domain/auth/login-flow';
import { LoginStatus } from '../../../../domain/auth/login-status';
import { Spinner } from '../../components/Spinner';
import type { PublicSiteConfig } from '../../lib/contract';
import { noteAppNavigation } from '../../lib/app-navigation';
import { requestedPathAfterLogin, takeRequestedPath } from '../../lib/requested-path';
import { pageSegment, productName, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { CredentialsForm } from './CredentialsForm';
import { StepHeading } from './form-kit';
import { loginBanners } from './login-banners';
import { loginStore, resetLogin, type LoginTab } from './login.store';
import { LoginTabs } from './LoginTabs';
import { clearStoredSessionState } from './stored-state';
import { ChangePasswordStep } from './steps/ChangePasswordStep';
import { CodeStep } from './steps/CodeStep';
import { EnrolmentMethodStep } from './steps/EnrolmentMethodStep';
import { InvalidOtpStep } from './steps/InvalidOtpStep';
import { MemorableCharactersStep } from './steps/MemorableCharactersStep';
import { SecurityQuestionsStep } from './steps/SecurityQuestionsStep';
import { SiteTermsStep } from './steps/SiteTermsStep';
import './login.css';

interface LoginContent {
  heading?: string;
  clientTab?: string;
  adviserTab?: string;
  passwordGuidance?: string;
}

/**
 * Not given by the spec: under every failed sign-in, a pointer to the other tab. Static, so it says
 * nothing about whether the account exists (the error itself stays the same for every failure).
 */
export function otherTabHint(tab: LoginTab, labels: Record<LoginTab, string>): string {
  return tab === 'client'
    ? `Are you an adviser? Use the ${labels.adviser} tab.`
    : `Are you a client? Use the ${labels.client} tab.`;
}

/**
 * The pointer helps only when the username and password were not recognised: a disabled or
 * deactivated account (or any other failure) was found, so the other tab would not help.
 */
export const showsOtherTabHint = (errorCode: string | null): boolean => errorCode === 'invalid_credentials';

/** The login page (spec 1 §2.3): Client and Adviser tabs, then whichever step the sign-in is at. */
export function LoginPage() {
  usePageTitle(LOG_IN);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, session, screen, tab, errorCode } = useSnapshot(loginStore);
  const config = useSnapshot(siteStore).config as PublicSiteConfig | null;
  const banners = useMemo(() => loginBanners(params), [params]);

  useEffect(() => {
    clearStoredSessionState();
    resetLogin();
    return () => resetLogin();
  }, []);

  useEffect(() => {
    if (status !== LoginStatus.LoginSuccess || !session) return;
    const requested = requestedPathAfterLogin(takeRequestedPath(), {
      role: session.user.role,
      siteAccessLevel: session.siteAccessLevel,
      hasClientInContext: !!session.clientInContext,
      segmentOf: (page) => pageSegment(siteStore.config, page),
    });
    noteAppNavigation();
    void navigate(requested ?? landingAfterLogin(session.user.role), { replace: true });
  }, [status, session, navigate]);

  const content = (config?.content.login as LoginContent | undefined) ?? {};
  const settings = config?.settings ?? {};
  const terms = (config?.content.siteTerms as { heading?: string; text?: string } | undefined) ?? {};
  const firmName = (settings.branding as { firmName?: string } | undefined)?.firmName || productName(config);
  const chromeless = hidesLoginChrome(status);
  const tabLabels = { client: content.clientTab || 'Client', adviser: content.adviserTab || 'Adviser' };

  const step = (() => {
    switch (status) {
      case LoginStatus.ForceChangePassword:
        return (
          <ChangePasswordStep
            showMeter={settings.passwordStrengthMeter !== false}
            guidance={content.passwordGuidance}
          />
        );
      case LoginStatus.SiteTerms:
        return <SiteTermsStep heading={terms.heading} text={terms.text} />;
      case LoginStatus.SetSecurityQuestions:
        return (
          <SecurityQuestionsStep
            options={(config?.content.securityQuestions as { options?: string[] } | undefined)?.options}
          />
        );
      case LoginStatus.MfaRequired:
      case LoginStatus.MfaEnrolmentValidateDevice:
        return <CodeStep />;
      case LoginStatus.MfaEnrolmentLinkDevice:
        return <EnrolmentMethodStep />;
      case LoginStatus.MfaEnrolmentLinkDeviceInvalidOtp:
        return <InvalidOtpStep />;
      case LoginStatus.MemorableCharactersRequired:
        return <MemorableCharactersStep />;
      case LoginStatus.LoginSuccess:
        return <Spinner label={LOGGING_IN} />;
      default:
        return (
          <>
            {banners.map((b) => (
              <div key={b.text} className={`alert alert--${b.kind}`} role="status">
                {b.text}
              </div>
            ))}
            <CredentialsForm
              usernameHint={settings.usernameHint as string | undefined}
              otherTabHint={showsOtherTabHint(errorCode) ? otherTabHint(tab, tabLabels) : undefined}
            />
          </>
        );
    }
  })();

  return (
    <div className="login">
      <header className="login__brand">
        {config?.images.logo ? (
          <img className="login__logo" src={config.images.logo} alt={firmName} />
        ) : (
          <span className="login__firm">{firmName}</span>
        )}
      </header>
      <main id="main" className="login__main">
        <div className="login__card">
          {chromeless ? (
            <div key={screen}>{step}</div>
          ) : (
            <>
              {status === LoginStatus.Default ? (
                <StepHeading level={1}>{content.heading || LOG_IN}</StepHeading>
              ) : (
                <h1 className="login__heading">{content.heading || LOG_IN}</h1>
              )}
              <LoginTabs labels={tabLabels}>
                <div key={status === LoginStatus.Default ? 'default' : screen}>{step}</div>
              </LoginTabs>
              <p className="login__help">
                <Link to="/help-with-logging-in">{HELP_WITH_LOGGING_IN}</Link>
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
