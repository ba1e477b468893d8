/** Client access level codes held by the platform (spec 1 §2.9, §4.7). */
export enum ClientAccessLevel {
  NotAssigned = 0,
  ClientPortfolio = 1,
  ClientAssets = 2,
  ClientMessages = 3,
}

/** Site access level the portal works with (spec 1 §3 "Site access state"). */
export enum SiteAccessLevel {
  Portfolio = 'Portfolio',
  Assets = 'Assets',
  Messages = 'Messages',
  NotAssigned = 'NotAssigned',
}

export type RoleName = 'ClientUser' | 'User';
export const CLIENT_ROLE: RoleName = 'ClientUser';
export const ADVISER_ROLE: RoleName = 'User';
