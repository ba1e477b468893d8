import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  PAGE_NOT_FOUND_HEADING,
  PAGE_NOT_FOUND_MESSAGE,
  returnToProductText,
} from '../../../../domain/access/page-access';
import { productName, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { SitePageFrame } from './SitePageFrame';

/** spec 1 §2.8, spec 3 "Catch-all page": the return link goes to the root, which sends each user to their own area. */
export function PageNotFound() {
  const { config } = useSnapshot(siteStore);
  usePageTitle(PAGE_NOT_FOUND_HEADING);
  return (
    <SitePageFrame labelledBy="not-found-heading">
      <h1 id="not-found-heading">{PAGE_NOT_FOUND_HEADING}</h1>
      <p>{PAGE_NOT_FOUND_MESSAGE}</p>
      <p>
        <Link to="/">{returnToProductText(productName(config as never))}</Link>
      </p>
    </SitePageFrame>
  );
}
