import { documentsToSignText, importantMessagesText, soonestDueFirst } from './attention-texts';

describe('attention panel texts (spec 2 §2)', () => {
  it('says message(s) and document(s) in the singular for one', () => {
    expect(importantMessagesText(1)).toBe('1 important message');
    expect(importantMessagesText(3)).toBe('3 important messages');
    expect(documentsToSignText(1)).toBe('1 document to be signed');
    expect(documentsToSignText(0)).toBe('0 documents to be signed');
  });

  it('puts the soonest due first and undated last', () => {
    const items = [
      { id: 1, dueDate: '2026-12-10' },
      { id: 2, dueDate: null },
      { id: 3, dueDate: '2026-11-01' },
      { id: 4, dueDate: '2027-01-05' },
    ];
    expect(soonestDueFirst(items).map((i) => i.id)).toEqual([3, 1, 4, 2]);
  });
});
