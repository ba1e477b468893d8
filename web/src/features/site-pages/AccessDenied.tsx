import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  ACCESS_DENIED_MESSAGE,
  accessDeniedReturnLink,
  returnToProductText,
} from '../../../../domain/access/page-access';
import { sessionStore } from '../../lib/session.store';
import { productName, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { SitePageFrame } from './SitePageFrame';

export const ACCESS_DENIED_HEADING = 'Access Denied';

/** spec 1 §2.7 */
export function AccessDenied() {
  const { view } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  usePageTitle(ACCESS_DENIED_HEADING);
  const to = accessDeniedReturnLink({ role: view?.user.role ?? null, hasClientInContext: !!view?.clientInContext });
  return (
    <SitePageFrame labelledBy="access-denied-heading">
      <h1 id="access-denied-heading">{ACCESS_DENIED_HEADING}</h1>
      <p>{ACCESS_DENIED_MESSAGE}</p>
      <p>
        <Link to={to}>{returnToProductText(productName(config as never))}</Link>
      </p>
    </SitePageFrame>
  );
}
