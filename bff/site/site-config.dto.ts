import type { PublicSiteConfig } from '../../application/site/get-site-config.use-case';

/** The public site configuration's shape, for the web app's type-only imports. */
export type SiteConfigDto = PublicSiteConfig & {
  /**
   * The embedded sandbox's demo firm is served (its sign-ins are published): every page shows a
   * 'Demo data' banner. Always sent by the BFF; absent (older test fixtures) reads as false.
   */
  demo?: boolean;
};
