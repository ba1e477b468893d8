import type { MouseEvent, ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SKIP_TO_MAIN_CONTENT } from '../../../../domain/session/shell-texts';
import type { PublicSiteConfig } from '../../lib/contract';
import { productName, siteStore } from '../../lib/site.store';
import { useRouteFocus } from '../../lib/use-route-focus';
import './site-pages.css';

function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
}

/**
 * A site page inside the signed-in shell is a section of its <main>; anywhere else (anonymous routes,
 * the catch-all, the adviser-only guard) it brings its own header and <main>.
 */
export function SitePageFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const inShell = useOutletContext<{ inShell?: boolean } | undefined>()?.inShell === true;
  const { config } = useSnapshot(siteStore);
  // Inside the shell, the shell moves focus and announces the page.
  const pageAnnouncement = useRouteFocus(!inShell);
  const cfg = config as PublicSiteConfig | null;
  const panel = (
    <section className="panel site-page__panel" aria-labelledby={labelledBy}>
      {children}
    </section>
  );
  if (inShell) return panel;
  const firm = (cfg?.settings.branding as Record<string, string> | undefined)?.firmName || productName(cfg);
  const logo = cfg?.images.logoOnWhite || cfg?.images.logo;
  return (
    <div className="site-page">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {SKIP_TO_MAIN_CONTENT}
      </a>
      <header className="site-page__header">
        <Link to="/" className="site-page__logo">
          {logo ? <img src={logo} alt={`${firm} home`} /> : <span>{productName(cfg)}</span>}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="site-page__main">
        {panel}
      </main>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {pageAnnouncement}
      </p>
    </div>
  );
}

/** Sanitised rich text from the site content. */
export function RichText({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
