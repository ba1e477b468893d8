import { render } from '@testing-library/react';
import { UnreadBadge } from './UnreadBadge';

describe('UnreadBadge (spec 1 §2.6)', () => {
  const text = (count: number, isClient = true) =>
    render(<UnreadBadge count={count} isClient={isClient} />).container.textContent;

  it('shows the count up to 20, then 20+', () => {
    expect(text(1)).toBe('1, 1 unread');
    expect(text(20)).toBe('20, 20 unread');
    expect(text(21)).toBe('20+, 20+ unread');
  });

  it('shows nothing at zero or for an adviser', () => {
    expect(text(0)).toBe('');
    expect(text(5, false)).toBe('');
  });

  it('reads as one phrase: the visible number is hidden from assistive technology', () => {
    const { container } = render(<UnreadBadge count={3} isClient />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(', 3 unread');
  });
});
