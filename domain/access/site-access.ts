import { err, ok, Result } from '../shared/result';
import { ClientAccessLevel, SiteAccessLevel } from './access-level';

/** spec 1 §8 "Site access mapping": the client_access_level choices could not be read. */
export const UNABLE_TO_LOOKUP_ACCESS_MAPPING = 'Unable to lookup mapping for client_access_level';
/** spec 1 §8 "Site access mapping": the client's code is not among the choices. */
export const NO_ACCESS_MAPPING_FOUND = 'No mapping found for client_access_level';
/** spec 1 §8 "Site access mapping": any other failure while reading the level or its choices. */
export const ACCESS_LEVEL_LOOKUP_FAILED = 'An error occurred getting client access level or choices';

/** One choice of a platform user field (`GET ufield/{entity}/{field}/choice`). */
export interface UfieldChoice {
  code: string;
  description: string;
}

const SITE_BY_CLIENT: Record<ClientAccessLevel, SiteAccessLevel> = {
  [ClientAccessLevel.NotAssigned]: SiteAccessLevel.NotAssigned,
  [ClientAccessLevel.ClientPortfolio]: SiteAccessLevel.Portfolio,
  [ClientAccessLevel.ClientAssets]: SiteAccessLevel.Assets,
  [ClientAccessLevel.ClientMessages]: SiteAccessLevel.Messages,
};

const CLIENT_BY_SITE: Record<SiteAccessLevel, ClientAccessLevel> = {
  [SiteAccessLevel.NotAssigned]: ClientAccessLevel.NotAssigned,
  [SiteAccessLevel.Portfolio]: ClientAccessLevel.ClientPortfolio,
  [SiteAccessLevel.Assets]: ClientAccessLevel.ClientAssets,
  [SiteAccessLevel.Messages]: ClientAccessLevel.ClientMessages,
};

function isClientAccessLevel(value: unknown): value is ClientAccessLevel {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(SITE_BY_CLIENT, value);
}

/** Site access level derived from the client access level (spec 1 §4.7); null when unknown. */
export function siteAccessFromClientAccess(level: ClientAccessLevel | null | undefined): SiteAccessLevel | null {
  return isClientAccessLevel(level) ? SITE_BY_CLIENT[level] : null;
}

/** The client access level an adviser stores when choosing a portal view (spec 1 §2.9). */
export function clientAccessFromSiteAccess(level: SiteAccessLevel): ClientAccessLevel {
  return CLIENT_BY_SITE[level];
}

/**
 * Checks the client's client_access_level code against the user-field choices (spec 1 §2.9, §8).
 * `choices` is null when the choice lookup itself failed.
 */
export function resolveClientAccessLevel(
  code: string | number | null | undefined,
  choices: UfieldChoice[] | null,
): Result<ClientAccessLevel, string> {
  if (choices === null) return err(UNABLE_TO_LOOKUP_ACCESS_MAPPING);
  if (code === null || code === undefined || String(code).trim() === '') return err(NO_ACCESS_MAPPING_FOUND);
  const wanted = String(code).trim();
  const choice = choices.find((c) => String(c.code).trim() === wanted);
  const level = choice ? Number(choice.code) : NaN;
  return isClientAccessLevel(level) ? ok(level) : err(NO_ACCESS_MAPPING_FOUND);
}

/** NotAssigned behaves as Messages everywhere a page or view is chosen (spec 1 §2.9; PERSONAS erin). */
export function effectiveSiteAccess(level: SiteAccessLevel): SiteAccessLevel {
  return level === SiteAccessLevel.NotAssigned ? SiteAccessLevel.Messages : level;
}

/** A portal view an adviser can pick for a client in the client list (spec 1 §2.9). */
export interface PortalViewChoice {
  view: SiteAccessLevel.Portfolio | SiteAccessLevel.Assets | SiteAccessLevel.Messages;
  label: string;
  clientAccessLevel: ClientAccessLevel;
}

/** Order in which the portal views are offered. */
export const PORTAL_VIEW_ORDER = [SiteAccessLevel.Portfolio, SiteAccessLevel.Assets, SiteAccessLevel.Messages] as const;

/**
 * The selectable portal views built from the client_access_level choices: Portfolio, Assets,
 * Messages, with NotAssigned folded into Messages. A failed lookup (null) gives an empty list.
 * When both NotAssigned and ClientMessages exist, Messages stores ClientMessages.
 */
export function portalViewChoices(choices: UfieldChoice[] | null): PortalViewChoice[] {
  if (!choices) return [];
  const byView = new Map<SiteAccessLevel, ClientAccessLevel>();
  for (const choice of choices) {
    const level = Number(choice.code);
    if (String(choice.code).trim() === '' || !isClientAccessLevel(level)) continue;
    const view = effectiveSiteAccess(SITE_BY_CLIENT[level]);
    const existing = byView.get(view);
    if (existing === undefined || existing === ClientAccessLevel.NotAssigned) byView.set(view, level);
  }
  return PORTAL_VIEW_ORDER.filter((view) => byView.has(view)).map((view) => ({
    view,
    label: view,
    clientAccessLevel: byView.get(view) as ClientAccessLevel,
  }));
}

/**
 * Choosing a portal view puts the adviser in preview mode when the client has no user, or when
 * the chosen view differs from the one derived from the client's access level (spec 1 §2.9).
 * Levels are compared as displayed, so NotAssigned and Messages count as the same view.
 */
export function isPreviewChoice(input: {
  hasUser: boolean;
  chosen: SiteAccessLevel;
  derived: SiteAccessLevel | null;
}): boolean {
  if (!input.hasUser) return true;
  if (input.derived === null) return true;
  return effectiveSiteAccess(input.chosen) !== effectiveSiteAccess(input.derived);
}
