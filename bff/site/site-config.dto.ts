/** The public site configuration's shape, for the web app's type-only imports. */
export type { PublicSiteConfig as SiteConfigDto } from '../../application/site/get-site-config.use-case';
