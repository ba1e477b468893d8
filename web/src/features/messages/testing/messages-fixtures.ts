import type {
  Attachment,
  Message,
  MessageFolders,
  MessageList,
  MessageSummary,
  SessionView,
  Signatories,
  SigningItem,
} from '../../../lib/contract';

export function clientSession(level: 'Portfolio' | 'Messages' | 'NotAssigned' = 'Portfolio'): SessionView {
  return {
    user: {
      id: 1,
      username: 'amelia@client',
      entityId: 10001,
      displayName: 'Amelia Hartley',
      role: 'ClientUser',
      locale: 'en-gb',
      preferredCurrency: 'GBP',
      userTimezone: 'Europe/London',
      lastLogin: null,
      tfaMethods: [],
      clientAccessLevel: 1,
      siteAccessLevel: level,
      loginProfileId: 1,
      relatedEntities: [],
      partnerDisplayName: null,
      partnerEntityId: null,
    },
    clientInContext: null,
    siteAccessLevel: level,
    timeout: { timeoutMs: 30 * 60_000, warningMs: 25 * 60_000 },
    csrfToken: 'token',
  } as unknown as SessionView;
}

export function adviserSession(): SessionView {
  const s = clientSession();
  return {
    ...s,
    user: { ...s.user, id: 2, username: 'adviser', entityId: 500, displayName: 'Alex Adviser', role: 'User' },
    clientInContext: {
      entityId: 10001,
      displayName: 'Amelia Hartley',
      clientAccessLevel: 1,
      siteAccessLevel: 'Portfolio',
      isPreviewMode: false,
      partnerEntityId: null,
    },
  } as unknown as SessionView;
}

export function folders(over: Partial<MessageFolders> = {}): MessageFolders {
  return {
    folders: [
      { id: 'inbox', name: 'Inbox', type: 'received', unreadCount: 3, unreadDisplay: '(3)' },
      { id: 'important', name: 'Important', type: 'important', unreadCount: 1, unreadDisplay: '(1)' },
      { id: 'sent', name: 'Sent', type: 'sent', unreadCount: 0, unreadDisplay: '' },
      { id: 'to-be-signed', name: 'To be signed', type: 'digitalSignatures', unreadCount: 0, unreadDisplay: '' },
    ],
    oneWayMessaging: false,
    digitalSignaturesEnabled: true,
    canCompose: true,
    canReply: true,
    canDownloadAttachments: true,
    downloadNote: null,
    adviserView: false,
    relatedEntitiesEnabled: false,
    relatedEntities: [],
    documentTypeFilterEnabled: true,
    documentTypes: [
      { code: 'Secure Message', name: 'Secure Message' },
      { code: 'Valuation', name: 'Valuation' },
    ],
    sortOptions: [
      { value: '-created_date', label: 'Newest first' },
      { value: 'created_date', label: 'Oldest first' },
      { value: 'subject', label: 'Subject A to Z' },
    ],
    defaultSort: '-created_date',
    ...over,
  };
}

export function summary(id: number, over: Partial<MessageSummary> = {}): MessageSummary {
  return {
    id,
    subject: `Message ${id}`,
    createdDate: '2026-03-14',
    referenceDate: null,
    read: true,
    important: false,
    documentType: 'Secure Message',
    clientInitiated: false,
    adviserOnly: false,
    filename: null,
    entityIds: [],
    ...over,
  };
}

export function list(items: MessageSummary[], over: Partial<MessageList> = {}): MessageList {
  return {
    items,
    page: 1,
    pageSize: 20,
    hasMore: false,
    nextCursor: null,
    empty: items.length ? null : 'No messages for current selection',
    ...over,
  };
}

export function attachment(id: number, filename: string, icon: string): Attachment {
  return {
    id,
    filename,
    createdDate: '2026-03-14',
    mimetype: null,
    icon,
    downloadUrl: `/api/messages/1/attachments/${id}`,
  };
}

export function message(s: MessageSummary, over: Partial<Message> = {}): Message {
  return {
    ...s,
    body: `<p>Body of ${s.subject}</p>`,
    attachments: [],
    canReply: true,
    replySubject: `RE: ${s.subject}`,
    accountIds: [],
    ...over,
  };
}

export function signingItem(id: number, over: Partial<SigningItem> = {}): SigningItem {
  return {
    id,
    filename: `Document ${id}.pdf`,
    title: `Request ${id}`,
    dueDate: '2026-12-01',
    overdue: false,
    statusCode: 4,
    status: 'awaitingSignature',
    badge: { tone: 'info', text: 'Awaiting signature' },
    pending: true,
    canSign: true,
    hasSigned: false,
    hasDeclined: false,
    contentUrl: `/api/signing/requests/${id}/content`,
    docnoteId: null,
    ...over,
  };
}

export function signatories(item: SigningItem, over: Partial<Signatories> = {}): Signatories {
  return {
    requestId: item.id,
    item,
    signatories: [
      {
        id: 1,
        entityId: 10001,
        name: 'Amelia Hartley',
        state: 'awaiting',
        signedAt: null,
        canSign: true,
        isMe: true,
        maskedPhone: '•••• 4821',
        phoneValid: true,
      },
      {
        id: 2,
        entityId: 10002,
        name: 'Ben Hartley',
        state: 'signed',
        signedAt: '2026-11-01T10:00:00Z',
        canSign: false,
        isMe: false,
        maskedPhone: null,
        phoneValid: true,
      },
    ],
    step: 'selectAction',
    message: null,
    ...over,
  };
}
