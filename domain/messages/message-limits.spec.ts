import { isLastPage, MESSAGE_PAGE_SIZE, UNREAD_PAGE_SIZE, unreadDisplay } from './message-limits';
import { DEFAULT_MESSAGE_SORT, MESSAGE_SORT_OPTIONS, messageSortOrDefault } from './sort-options';

describe('unreadDisplay (spec 3 §6, §9)', () => {
  it("shows '(n)' up to 20 and '(20+)' above", () => {
    expect(unreadDisplay(0)).toBe('');
    expect(unreadDisplay(1)).toBe('(1)');
    expect(unreadDisplay(20)).toBe('(20)');
    expect(unreadDisplay(21)).toBe('(20+)');
  });
});

describe('paging (spec 3 §9)', () => {
  it('pages of 20, unread fetched with 21, fewer back means the end', () => {
    expect([MESSAGE_PAGE_SIZE, UNREAD_PAGE_SIZE]).toEqual([20, 21]);
    expect(isLastPage(19)).toBe(true);
    expect(isLastPage(20)).toBe(false);
  });
});

describe('sort options (spec 3 §9)', () => {
  it('offers the six in order, -created_date by default', () => {
    expect(MESSAGE_SORT_OPTIONS).toEqual([
      '-created_date',
      'created_date',
      '-reference_date',
      'reference_date',
      'subject',
      '-subject',
    ]);
    expect(DEFAULT_MESSAGE_SORT).toBe('-created_date');
    expect(messageSortOrDefault('subject')).toBe('subject');
    expect(messageSortOrDefault('-id')).toBe('-created_date');
    expect(messageSortOrDefault(undefined)).toBe('-created_date');
  });
});
