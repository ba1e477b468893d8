import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { productName, siteStore } from './site.store';

/** Page titles are the page name followed by the product name (spec 1 §2). */
export function usePageTitle(pageName: string): void {
  const { config } = useSnapshot(siteStore);
  const product = productName(config as never);
  useEffect(() => {
    document.title = pageName ? `${pageName} | ${product}` : product;
  }, [pageName, product]);
}
