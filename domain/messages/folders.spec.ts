import { folderId, messageFolders, type FolderRules } from './folders';

const rules = (over: Partial<FolderRules> = {}): FolderRules => ({
  inboxName: 'Inbox',
  isClient: true,
  oneWayMessaging: false,
  hasClientInitiated: false,
  digitalSignaturesEnabled: true,
  customFolders: [],
  ...over,
});

describe('folderId (spec 3 §2)', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(folderId('To be signed')).toBe('to-be-signed');
    expect(folderId('Inbox')).toBe('inbox');
    expect(folderId('Tax  Year Docs')).toBe('tax-year-docs');
  });
});

describe('messageFolders (spec 3 §2, §6)', () => {
  it('gives a client Inbox, Important, Sent and To be signed', () => {
    expect(messageFolders(rules()).map((f) => [f.id, f.name, f.type])).toEqual([
      ['inbox', 'Inbox', 'received'],
      ['important', 'Important', 'important'],
      ['sent', 'Sent', 'sent'],
      ['to-be-signed', 'To be signed', 'digitalSignatures'],
    ]);
  });

  it('gives an adviser no Sent and no To be signed', () => {
    expect(messageFolders(rules({ isClient: false })).map((f) => f.type)).toEqual(['received', 'important']);
  });

  it('hides Sent under one-way messaging unless the client has sent messages, and To be signed when signatures are off', () => {
    expect(
      messageFolders(rules({ oneWayMessaging: true, digitalSignaturesEnabled: false })).map((f) => f.type),
    ).toEqual(['received', 'important']);
    expect(messageFolders(rules({ oneWayMessaging: true, hasClientInitiated: true })).map((f) => f.type)).toContain(
      'sent',
    );
  });

  it('uses the configured inbox name and appends custom folders with their types', () => {
    const folders = messageFolders(
      rules({
        inboxName: 'My Inbox',
        customFolders: [
          { name: 'Tax Docs', docNoteTypesAllowed: ['Tax'], docNoteTypesExcluded: [] },
          { name: 'sent', docNoteTypesAllowed: [], docNoteTypesExcluded: [] },
        ],
      }),
    );
    expect(folders[0]).toMatchObject({ id: 'my-inbox', name: 'My Inbox', excludeClientInitiated: true });
    expect(folders.filter((f) => f.type === 'custom')).toEqual([
      expect.objectContaining({ id: 'tax-docs', doctypes: ['Tax'] }),
    ]);
  });
});
