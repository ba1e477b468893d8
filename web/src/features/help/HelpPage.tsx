import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { HELP_WITH_LOGGING_IN, HELP_WITH_LOGGING_IN_HEADING } from '../../../../domain/auth/auth-messages';
import { DEFAULT_LOCALE } from '../../../../domain/validation/dates';
import type { PublicSiteConfig } from '../../lib/contract';
import { productName, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { ForgotPassword } from './ForgotPassword';
import { ForgotUsername } from './ForgotUsername';
import { helpStore, resetHelp } from './help.store';
import './help.css';

/** Help with logging in (spec 1 §2.4): forgotten password and forgotten username. */
export function HelpPage() {
  usePageTitle(HELP_WITH_LOGGING_IN);
  const navigate = useNavigate();
  const { view, next } = useSnapshot(helpStore);
  const config = useSnapshot(siteStore).config as PublicSiteConfig | null;
  const heading =
    (config?.content.helpWithLoggingIn as { heading?: string } | undefined)?.heading || HELP_WITH_LOGGING_IN_HEADING;
  const settings = config?.settings ?? {};
  const locale = (settings.locale as string | undefined) || DEFAULT_LOCALE;
  const firmName = (settings.branding as { firmName?: string } | undefined)?.firmName || productName(config);

  useEffect(() => {
    resetHelp();
    return () => resetHelp();
  }, []);

  useEffect(() => {
    if (next) void navigate(next);
  }, [next, navigate]);

  return (
    <div className="help">
      <header className="help__brand">
        {config?.images.logoOnWhite ? (
          <img className="help__logo" src={config.images.logoOnWhite} alt={firmName} />
        ) : (
          <span>{firmName}</span>
        )}
      </header>
      <main id="main" className="help__main">
        <h1>{heading}</h1>
        <p>
          <Link to="/login" className="help__return">
            Return to login
          </Link>
        </p>
        <div className="help__sections">
          <ForgotPassword showMeter={settings.passwordStrengthMeter !== false} />
          {view === 'main' && <ForgotUsername locale={locale} />}
        </div>
      </main>
    </div>
  );
}
