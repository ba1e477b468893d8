import type { SiteAccessLevel } from '../../domain/access/access-level';
import { hasViewPartner } from '../../domain/access/capabilities';
import { levelAllowsPage, PortalPage } from '../../domain/access/page-access';
import { orderAssetMembers } from '../../domain/assets/asset-members';
import { balanceSheetSettings, UNDER_ADVICE_FIELD, type BalanceSheetSettings } from '../../domain/assets/asset-views';
import { supportsRapidTotals } from '../../domain/assets/rapid-totals';
import { normaliseCurrency } from '../../domain/money/currency';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { AssetsPort, type AssetMemberRecord } from '../ports/assets.port';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { SessionPort } from '../ports/session.port';
import { SiteConfigPort } from '../ports/site-config.port';
import type { PortalActor } from '../session/portal-actor';
import { Injectable } from '../shared/injectable';

/**
 * What every assets read starts from: the site (settings, region, the under-advice field, the
 * platform version), the person (report currency, capabilities) and the family group's members the
 * client may see (spec 2 §5, §6). The load reports the first two as stages of its own (spec 2 §4
 * "Assets load progress"); the other reads ask for all three side by side.
 */

export const NEEDS_ASSETS_LEVEL = 'The balance sheet needs the Assets or Portfolio access level.';
export const MEMBER_NOT_FOUND = 'No such member among the people whose assets you can see.';
/** The platform's switch for showing plan currencies (spec 2 §7 "session/feature_access"). */
export const MULTI_CURRENCY_FEATURE = 'multi_currency';

export interface AssetsSite {
  settings: BalanceSheetSettings;
  region: string;
  /** False when the nbr_under_advice lookup answers 404 or 500: every asset then counts as managed. */
  underAdviceFeature: boolean;
  /** The platform version allows rapid totals (23.5.269 or later). */
  rapidTotals: boolean;
  multiCurrency: boolean;
}

export interface AssetsPerson {
  /** The report (session) currency: the client's preferred one. */
  currency: string;
  capabilities: string[];
}

export interface AssetsContext {
  site: AssetsSite;
  person: AssetsPerson;
  /** The members shown, in the spec's order. */
  members: AssetMemberRecord[];
}

/** The page access-level rule (domain/access/page-access.ts) for the balance sheet, refused in its words. */
export function checkAssetsLevel(level: SiteAccessLevel | null): Result<true, PortalError> {
  return levelAllowsPage(level, PortalPage.balanceSheet) ? ok(true) : err(portalError('forbidden', NEEDS_ASSETS_LEVEL));
}

@Injectable()
export class AssetsContextLoader {
  constructor(
    private readonly assets: AssetsPort,
    private readonly session: SessionPort,
    private readonly clients: ClientsPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  /** The site's settings alone (a local read): enough to know whether asset viewing is off. */
  async settings(): Promise<{ settings: BalanceSheetSettings; region: string }> {
    const file = await this.siteConfig.load();
    return { settings: balanceSheetSettings(file.settings), region: file.instance.region };
  }

  /** Step 1: the site. The version and custom-field lookups are asked side by side; neither failing stops the read. */
  async site(credential: PlatformCredential): Promise<AssetsSite> {
    const [own, underAdviceFeature, version, features] = await Promise.all([
      this.settings(),
      this.assets
        .customFieldExists({ credential, entity: 'entity_asset', field: UNDER_ADVICE_FIELD })
        .catch(() => false),
      this.assets.platformVersion({ credential }).catch(() => null),
      this.session.getFeatureAccess(credential, [MULTI_CURRENCY_FEATURE]).catch((): Record<string, boolean> => ({})),
    ]);
    return {
      ...own,
      underAdviceFeature,
      rapidTotals: supportsRapidTotals(version),
      multiCurrency: features[MULTI_CURRENCY_FEATURE] === true,
    };
  }

  /** Step 2: the person (the client acted for), their report currency and capabilities. */
  async person(client: Pick<PortalActor, 'credential' | 'clientId' | 'preferredCurrency'>): Promise<AssetsPerson> {
    const { credential } = client;
    const [currency, capabilities] = await Promise.all([
      client.preferredCurrency
        ? Promise.resolve(client.preferredCurrency)
        : this.clients.getClient(credential, client.clientId, ['preferredCurrency']).then((c) => c.preferredCurrency),
      this.session.getCapabilities(credential, { entityId: client.clientId }).catch(() => [] as string[]),
    ]);
    return { currency: normaliseCurrency(currency), capabilities };
  }

  /** All three steps, side by side. Rejects with a PlatformError when a needed call fails. */
  async load(client: Pick<PortalActor, 'credential' | 'clientId' | 'preferredCurrency'>): Promise<AssetsContext> {
    const { credential } = client;
    const [site, person, raw] = await Promise.all([
      this.site(credential),
      this.person(client),
      this.assets.members({ credential, clientId: client.clientId }),
    ]);
    return { site, person, members: shownMembers(raw, client.clientId, person.capabilities) };
  }
}

function shownMembers(
  raw: readonly AssetMemberRecord[],
  clientId: number,
  capabilities: readonly string[],
): AssetMemberRecord[] {
  // The client is "self" whatever the platform calls them, and nobody else is.
  const list = raw.map((m) =>
    m.memberId === clientId
      ? { ...m, relationship: 'self' as const }
      : m.relationship === 'self'
        ? { ...m, relationship: 'other' as const }
        : m,
  );
  if (!list.some((m) => m.memberId === clientId)) {
    list.unshift({
      memberId: clientId,
      entityName: '',
      isClient: true,
      loginAccessible: true,
      relationship: 'self',
      preferredCurrency: '',
    });
  }
  return orderAssetMembers(list, { viewPartner: hasViewPartner(capabilities) });
}

/** The member asked for (default the client), if shown; otherwise not found, never someone else's data. */
export function chooseMember(
  members: readonly AssetMemberRecord[],
  clientId: number,
  memberId: number | null | undefined,
): Result<AssetMemberRecord, PortalError> {
  const id = memberId ?? clientId;
  const m = members.find((x) => x.memberId === id);
  return m ? ok(m) : err(portalError('not_found', MEMBER_NOT_FOUND));
}
