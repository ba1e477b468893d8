import {
  displayedStatus,
  isListedAsPending,
  isOverdue,
  pendingSignatures,
  signingBadge,
  signingStatusOf,
} from './signing-status';

describe('signing statuses (spec 3 §3)', () => {
  it('maps the platform codes 0..4', () => {
    expect([0, 1, 2, 3, 4].map(signingStatusOf)).toEqual([
      'partSigned',
      'signed',
      'declined',
      'pending',
      'awaitingSignature',
    ]);
  });

  it('shows the spec 3 §4 badges', () => {
    expect(signingBadge('pending')).toEqual({ tone: 'warning', text: 'Pending' });
    expect(signingBadge('awaitingSignature')).toEqual({ tone: 'info', text: 'Awaiting signature' });
    expect(signingBadge('signed')).toEqual({ tone: 'success', text: 'Signed' });
    expect(signingBadge('declined')).toEqual({ tone: 'danger', text: 'Declined' });
  });

  it('shows signed once the user has signed, even while a partner has not (part-signed item)', () => {
    expect(displayedStatus(0, { signed: true, declined: false })).toBe('signed');
    expect(displayedStatus(0, { signed: false, declined: false })).toBe('partSigned');
    expect(displayedStatus(4, { signed: false, declined: true })).toBe('declined');
  });
});

describe('pending listing rule (spec 3 §3)', () => {
  it('lists items whose status is neither 3 nor 1 and that have a due date', () => {
    expect(isListedAsPending({ status: 4, dueDate: '2026-12-01' })).toBe(true);
    expect(isListedAsPending({ status: 0, dueDate: '2026-12-01' })).toBe(true);
    expect(isListedAsPending({ status: 2, dueDate: '2026-12-01' })).toBe(true);
    expect(isListedAsPending({ status: 3, dueDate: '2026-12-01' })).toBe(false);
    expect(isListedAsPending({ status: 1, dueDate: '2026-12-01' })).toBe(false);
    expect(isListedAsPending({ status: 4, dueDate: null })).toBe(false);
    expect(isListedAsPending({ status: 4, dueDate: '' })).toBe(false);
  });

  it('is overdue only when due before today', () => {
    expect(isOverdue('2026-11-24', '2026-11-25')).toBe(true);
    expect(isOverdue('2026-11-25', '2026-11-25')).toBe(false);
    expect(isOverdue(null, '2026-11-25')).toBe(false);
  });

  it('orders soonest due first and marks the overdue', () => {
    const items = [
      { id: 1, status: 4, dueDate: '2026-12-10' },
      { id: 2, status: 1, dueDate: '2026-11-01' },
      { id: 3, status: 0, dueDate: '2026-11-20' },
      { id: 4, status: 4, dueDate: null },
      { id: 5, status: 4, dueDate: '2026-11-25' },
    ];
    const out = pendingSignatures(items, '2026-11-25');
    expect(out.map((i) => [i.id, i.overdue])).toEqual([
      [3, true],
      [5, false],
      [1, false],
    ]);
  });
});
