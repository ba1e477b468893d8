import { Link } from 'react-router-dom';
import type { AdviserDetails } from '../../components/use-adviser-details';
import { useSanitizedHtml } from '../../lib/safe-html';
import { COPYRIGHT_HTML } from './sanitize-copyright';

/** spec 3 §2: policy links (text pages and site terms) and the sanitised copyright block. */
export function ImportantInformation({ info }: { info: AdviserDetails['importantInformation'] }) {
  const copyright = useSanitizedHtml(info.copyrightHtml, COPYRIGHT_HTML);
  if (!info.links.length && !info.copyrightHtml) return null;
  return (
    <section className="panel contact-info" aria-labelledby="important-information-heading">
      <h2 id="important-information-heading">{info.heading}</h2>
      {info.links.length > 0 && (
        <ul className="contact-info__links">
          {info.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {copyright && <div className="contact-info__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
    </section>
  );
}
