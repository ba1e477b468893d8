import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PAGE_NOT_FOUND_HEADING } from '../../../../domain/access/page-access';
import { siteTermsOf } from '../../../../domain/config/text-pages';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { Spinner } from '../../components/Spinner';
import { useSanitizedHtml } from '../../lib/safe-html';
import { CONTENT_HTML } from './sanitize-content';
import { PageNotFound } from './PageNotFound';
import { RichText, SitePageFrame } from './SitePageFrame';
import { useBackLink } from './use-back-link';

export const BACK = 'Back';

/** spec 3 "Site terms page": the disclaimer and a back link. */
export function SiteTermsPage() {
  const { config } = useSnapshot(siteStore);
  const terms = siteTermsOf(config?.content ?? {});
  const heading = terms.heading;
  const html = useSanitizedHtml(terms.text, CONTENT_HTML);
  const back = useBackLink();
  usePageTitle(heading || PAGE_NOT_FOUND_HEADING);
  // spec 3 §2: the page needs both the disclaimer text and its heading; without either there is nothing to show.
  if (!heading || html === '') return <PageNotFound />;
  return (
    <SitePageFrame labelledBy="site-terms-heading">
      <h1 id="site-terms-heading">{heading}</h1>
      {html === null ? <Spinner /> : <RichText html={html} />}
      <p>
        <Link to={back} className="site-page__back">
          {BACK}
        </Link>
      </p>
    </SitePageFrame>
  );
}
