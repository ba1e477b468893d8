import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { Spinner } from '../../components/Spinner';
import { useSanitizedHtml } from '../../lib/safe-html';
import { CONTENT_HTML } from './sanitize-content';
import { RichText, SitePageFrame } from './SitePageFrame';
import { BACK } from './SiteTermsPage';
import { useBackLink } from './use-back-link';

/** spec 3 "Generic text page" */
export const UNKNOWN_PAGE_HEADING = 'Unknown page';
/** spec 3 "Generic text page" */
export const UNKNOWN_PAGE_CONTENT = 'Unable to locate the text for this page.';

interface TextPageEntry {
  heading?: string;
  content?: string;
  segment?: string;
}

/** The content.textPages entry for a segment; 'Unknown page' when there is none. */
export function TextPage({ segment }: { segment: string }) {
  const { config } = useSnapshot(siteStore);
  const pages = (config?.content.textPages ?? []) as TextPageEntry[];
  const page = Array.isArray(pages) ? pages.find((p) => p?.segment?.trim().replace(/^\/+|\/+$/g, '') === segment) : undefined;
  const html = useSanitizedHtml(page?.content, CONTENT_HTML);
  const loading = html === null;
  const found = !!page && !!page.heading?.trim() && html !== '';
  const heading = found ? page!.heading!.trim() : UNKNOWN_PAGE_HEADING;
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
