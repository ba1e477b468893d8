import { messagesSettings } from './messages-settings';

describe('messagesSettings', () => {
  it('takes defaults when nothing is set', () => {
    expect(messagesSettings({})).toEqual({
      oneWayMessaging: false,
      digitalSignaturesEnabled: true,
      preventUserDownloadingAttachment: false,
      enableRelatedEntities: false,
      documentTypeFilterEnabled: true,
      inboxName: 'Inbox',
      notificationTemplateId: null,
      readNoticeTemplateId: null,
      customFolders: [],
    });
  });

  it('reads top-level keys and the messaging block, the block winning', () => {
    const s = messagesSettings({
      oneWayMessaging: true,
      messaging: {
        readNoticeTemplateId: 304,
        oneWayMessaging: false,
        preventUserDownloadingAttachment: true,
        notificationTemplateId: 7,
        inboxName: ' Post ',
        customFolders: [{ name: 'Tax', docNoteTypesAllowed: ['Tax', 3] }, { nope: 1 }],
      },
    });
    expect(s).toMatchObject({
      oneWayMessaging: false,
      preventUserDownloadingAttachment: true,
      notificationTemplateId: 7,
      readNoticeTemplateId: 304,
      inboxName: 'Post',
    });
    expect(s.customFolders).toEqual([{ name: 'Tax', docNoteTypesAllowed: ['Tax'], docNoteTypesExcluded: [] }]);
  });

  it('ignores malformed values', () => {
    expect(messagesSettings({ oneWayMessaging: 'yes', notificationTemplateId: -1 })).toMatchObject({
      oneWayMessaging: false,
      notificationTemplateId: null,
    });
  });
});
