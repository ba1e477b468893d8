import { useSnapshot } from 'valtio';
import { ADVISER_ROLE, CLIENT_ROLE } from '../../../../domain/access/access-level';
import { PortalPage } from '../../../../domain/access/page-access';
import type { PublicSiteConfig, SessionView } from '../../lib/contract';
import { pageSegment, productName, siteStore } from '../../lib/site.store';
import { sessionStore } from '../../lib/session.store';

/** What the shell's parts need to know about the signed-in user and the site, in one place. */
export function useShellModel() {
  const { view, loggingOut } = useSnapshot(sessionStore);
  const { config, toggles } = useSnapshot(siteStore);
  const cfg = config as PublicSiteConfig | null;
  const v = view as SessionView | null;
  const role = v?.user.role ?? null;
  const isClient = role === CLIENT_ROLE;
  const isAdviser = role === ADVISER_ROLE;
  const hasClientInContext = !!v?.clientInContext;
  const hasClient = isClient || hasClientInContext;
  const segmentOf = (page: PortalPage) => pageSegment(cfg, page);
  const settings = cfg?.settings ?? {};
  const branding = (settings.branding ?? {}) as Record<string, string | undefined>;
  return {
    view: v,
    config: cfg,
    settings,
    content: cfg?.content ?? {},
    toggles: toggles as Record<string, boolean>,
    loggingOut,
    role,
    isClient,
    isAdviser,
    hasClientInContext,
    hasClient,
    segmentOf,
    product: productName(cfg),
    firmName: branding.firmName || productName(cfg),
    clientListPath: `/advisers/${segmentOf(PortalPage.clientList)}/`,
    /** Home: the client area (its index picks home or messages by level), or the client list. */
    homePath: hasClient ? '/clients/' : `/advisers/${segmentOf(PortalPage.clientList)}/`,
    messagesPath: `/clients/${segmentOf(PortalPage.documentsAndMessages)}/`,
  };
}
