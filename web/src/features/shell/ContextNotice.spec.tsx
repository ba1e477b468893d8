import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetClientState } from '../../lib/client-state';
import { contextNoticeStore } from '../../lib/session.store';
import { CLOSE_CONTEXT_NOTICE, ContextNotice } from './ContextNotice';

describe('the notice that another tab changed the session', () => {
  afterEach(() => {
    contextNoticeStore.text = null;
  });

  it('keeps an empty status region until there is something to say, then says it there', async () => {
    render(<ContextNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    await act(async () => {
      contextNoticeStore.text = 'You are now viewing Ben Hartley in another tab.';
    });
    // The same region, filled: a screen reader announces the words.
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toContain('You are now viewing Ben Hartley in another tab.');
  });

  it('goes when closed', async () => {
    contextNoticeStore.text = 'You are now viewing Ben Hartley in another tab.';
    render(<ContextNotice />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: CLOSE_CONTEXT_NOTICE }));
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(contextNoticeStore.text).toBeNull();
  });

  it('leaves keyboard focus on the page content once closed, not on the document start', async () => {
    contextNoticeStore.text = 'You are now viewing Ben Hartley in another tab.';
    render(
      <>
        <ContextNotice />
        <main id="main" tabIndex={-1}>
          content
        </main>
      </>,
    );
    await act(async () => undefined);
    const button = screen.getByRole('button', { name: CLOSE_CONTEXT_NOTICE });
    button.focus();
    fireEvent.click(button);
    await act(async () => undefined);
    expect(document.activeElement?.id).toBe('main');
  });

  it('goes when the context changes again (the user chooses another client, signs out)', async () => {
    contextNoticeStore.text = 'You are now viewing your client list in another tab.';
    render(<ContextNotice />);
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toContain('client list');
    await act(async () => resetClientState());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
