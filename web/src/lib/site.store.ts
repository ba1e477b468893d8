import { proxy } from 'valtio';
import { DEFAULT_PRODUCT_NAME } from '../../../domain/access/page-access';
import { segmentFor } from '../../../domain/config/segments';
import { api } from './api-client';
import type { PublicSiteConfig } from './contract';

/** The settings-and-content file and the feature toggles, loaded once at start. */
export const siteStore = proxy<{ config: PublicSiteConfig | null; toggles: Record<string, boolean>; failed: boolean }>({
  config: null,
  toggles: {},
  failed: false,
});

export async function loadSite(): Promise<void> {
  try {
    const [config, toggles] = await Promise.all([
      // The same for everyone, whoever is signed in.
      api.get<PublicSiteConfig>('/site-config', { silent: true, anonymousOk: true, anyContext: true }),
      api.get<Record<string, boolean>>('/feature-toggles', { silent: true, anonymousOk: true, anyContext: true }),
    ]);
    siteStore.config = config;
    siteStore.toggles = toggles;
    siteStore.failed = false;
  } catch {
    siteStore.failed = true;
  }
}

export function productName(config: PublicSiteConfig | null): string {
  return config?.instance.productName || DEFAULT_PRODUCT_NAME;
}

/** The configured URL segment of a page key, kebab-case by default (spec 1 §2). */
export function pageSegment(config: PublicSiteConfig | null, pageKey: string): string {
  const configured = (config?.content.segments as Record<string, string> | undefined) ?? {};
  return segmentFor(pageKey, configured);
}
