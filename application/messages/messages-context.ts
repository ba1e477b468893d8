import { messageFolders, type FolderPlan } from '../../domain/messages/folders';
import { messagesSettings, type MessagesSettings } from '../../domain/messages/messages-settings';
import { CLIENT_INITIATED } from '../../domain/messages/folders';
import { MessagesPort, type DocNoteRecord } from '../ports/messages.port';
import { ClientsPort } from '../ports/clients.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

export interface RelatedEntity {
  id: number;
  name: string;
}

/**
 * What every messages read starts from: the site's messaging switches, the important category, the folders the
 * user sees and the entities whose messages they may read (the client and, with related entities on, the other
 * members of the client's group).
 */
@Injectable()
export class MessagesContextLoader {
  constructor(
    private readonly messages: MessagesPort,
    private readonly platform: ClientsPort,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async settings(): Promise<MessagesSettings> {
    return messagesSettings((await this.siteConfig.load()).settings);
  }

  /** The important category's id, or null when the platform has none. */
  async importantCategory(user: PortalActor): Promise<number | null> {
    const categories = await this.messages.categories({ credential: user.credential });
    return categories.find((c) => c.important)?.id ?? null;
  }

  /** The related entities offered in 'Show messages for' (none unless enableRelatedEntities is on). */
  async relatedEntities(user: PortalActor, settings: MessagesSettings): Promise<RelatedEntity[]> {
    if (!settings.enableRelatedEntities) return [];
    const members = await this.platform.getClientGroupMembers(user.credential, user.clientId).catch(() => []);
    return members.filter((m) => m.memberId !== user.clientId).map((m) => ({ id: m.memberId, name: m.entityName }));
  }

  /** Whether the client has sent messages before (Sent then shows even under one-way messaging). */
  async hasClientInitiated(user: PortalActor, settings: MessagesSettings): Promise<boolean> {
    if (user.role !== 'client' || !settings.oneWayMessaging) return false;
    const page = await this.messages.listDocNotes({
      credential: user.credential,
      pageSize: 1,
      docsubtype: CLIENT_INITIATED,
      entityIds: [user.clientId],
    });
    return page.items.length > 0;
  }

  async folders(user: PortalActor, settings: MessagesSettings): Promise<FolderPlan[]> {
    return messageFolders({
      inboxName: settings.inboxName,
      isClient: user.role === 'client',
      oneWayMessaging: settings.oneWayMessaging,
      hasClientInitiated: await this.hasClientInitiated(user, settings),
      digitalSignaturesEnabled: settings.digitalSignaturesEnabled,
      customFolders: settings.customFolders,
    });
  }
}

/** Whether a docnote belongs to one of the entities the user may read. */
export function belongsTo(record: DocNoteRecord, entityIds: readonly number[]): boolean {
  return record.entityIds.some((id) => entityIds.includes(id));
}

/**
 * The one rule for whether a client may see a docnote: not an adviser-only file note (is_client_access_accessible
 * false). Reading, the adviser-only marker and the 'Who has viewed my portal' log all ask it.
 */
export function clientMaySee(record: DocNoteRecord): boolean {
  return record.clientAccessible;
}

/** A client never sees adviser-only docnotes. */
export function visibleTo(user: PortalActor, record: DocNoteRecord): boolean {
  return user.role === 'client' ? clientMaySee(record) : true;
}

export const isClientInitiated = (record: DocNoteRecord): boolean => record.docsubtype === CLIENT_INITIATED;
