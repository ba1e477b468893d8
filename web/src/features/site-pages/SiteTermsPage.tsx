import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { TERMS_OF_USE_HEADING } from '../../../../domain/auth/auth-messages';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { Spinner } from '../../components/Spinner';
import { useSanitizedHtml } from '../../lib/safe-html';
import { CONTENT_HTML } from './sanitize-content';
import { PageNotFound } from './PageNotFound';
import { RichText, SitePageFrame } from './SitePageFrame';
import { useBackLink } from './use-back-link';

export const BACK = 'Back';

/** spec 3 "Site terms page": the disclaimer (heading falling back to 'Terms of use') and a back link. */
export function SiteTermsPage() {
  const { config } = useSnapshot(siteStore);
  const terms = (config?.content.siteTerms ?? {}) as { heading?: string; text?: string };
  const heading = terms.heading?.trim() || TERMS_OF_USE_HEADING;
  const html = useSanitizedHtml(terms.text, CONTENT_HTML);
  const back = useBackLink();
  usePageTitle(heading);
  // The page needs its disclaimer text; without it there is nothing to show.
  if (html === '') return <PageNotFound />;
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
