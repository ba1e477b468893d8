import { Link } from 'react-router-dom';
import { footerLinks } from './footer-links';
import { useSanitizedHtml } from '../../lib/safe-html';
import { FOOTER_HTML } from './sanitize';
import { useShellModel } from './use-shell-model';

/** spec 1 §2.10: footer logo, the sanitised copyright, text-page links and the disclaimer link. */
export function Footer() {
  const m = useShellModel();
  const copyright = useSanitizedHtml((m.content.footer as { copyright?: string } | undefined)?.copyright, FOOTER_HTML);
  const links = footerLinks(m.content);
  const logo = m.config?.images.footerLogo;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {logo && <img className="site-footer__logo" src={logo} alt={m.firmName} />}
        {links.length > 0 && (
          <nav aria-label="Site information" className="site-footer__nav">
            <ul className="site-footer__links">
              {links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {copyright && <div className="site-footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
      </div>
    </footer>
  );
}
