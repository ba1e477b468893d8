import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { returnToProductText } from '../../../../domain/access/page-access';
import { productName, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { useSanitizedHtml } from '../../lib/safe-html';
import { CONTENT_HTML } from './sanitize-content';
import { RichText, SitePageFrame } from './SitePageFrame';

export const DEFAULT_MAINTENANCE_HEADING = 'Maintenance';

/** spec 1 §2.1, §4.4: the maintenance heading and rich-text message from the site content; reachable anonymously. */
export function MaintenancePage() {
  const { config } = useSnapshot(siteStore);
  const content = (config?.content.maintenance ?? {}) as { heading?: string; message?: string };
  const heading = content.heading?.trim() || DEFAULT_MAINTENANCE_HEADING;
  const message = useSanitizedHtml(content.message, CONTENT_HTML);
  usePageTitle(heading);
  return (
    <SitePageFrame labelledBy="maintenance-heading">
      <h1 id="maintenance-heading">{heading}</h1>
      <RichText html={message} />
      <p>
        {/* A full load, so the next visit checks the service again from the start. */}
        <Link to="/" reloadDocument>
          {returnToProductText(productName(config as never))}
        </Link>
      </p>
    </SitePageFrame>
  );
}
