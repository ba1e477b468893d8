import { Link } from 'react-router-dom';
import { textPageFor, UNKNOWN_PAGE_CONTENT, UNKNOWN_PAGE_HEADING } from '../../../../domain/config/text-pages';
import { useSnapshot } from 'valtio';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { Spinner } from '../../components/Spinner';
import { useSanitizedHtml } from '../../lib/safe-html';
import { CONTENT_HTML } from './sanitize-content';
import { RichText, SitePageFrame } from './SitePageFrame';
import { BACK } from './SiteTermsPage';
import { useBackLink } from './use-back-link';

/** The content.textPages entry for a segment; 'Unknown page' when there is none. */
export function TextPage({ segment }: { segment: string }) {
  const { config } = useSnapshot(siteStore);
  const page = textPageFor(config?.content.textPages, segment);
  const html = useSanitizedHtml(page?.content, CONTENT_HTML);
  const loading = html === null;
  // spec 3 §2: a page needs its heading and content; anything less is 'Unknown page'.
  const found = !!page && page.heading !== '' && html !== '';
  const heading = found ? page.heading : UNKNOWN_PAGE_HEADING;
  const back = useBackLink();
  usePageTitle(heading);
  return (
    <SitePageFrame labelledBy="text-page-heading">
      <h1 id="text-page-heading">{heading}</h1>
      {loading ? <Spinner /> : found ? <RichText html={html} /> : <p>{UNKNOWN_PAGE_CONTENT}</p>}
      <p>
        <Link to={back} className="site-page__back">
          {BACK}
        </Link>
      </p>
    </SitePageFrame>
  );
}
