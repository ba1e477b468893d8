import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionView } from '../../lib/contract';
import { toastStore } from '../../lib/toast.store';
import { resetPrompts } from './notification-prompts.store';
import { SignedInLayout } from './SignedInLayout';
import { fakeFetch, flush } from './testing/fake-api';
import { adviserSession, siteConfig, installFixtures } from './testing/shell-fixtures';
import { previewText } from './ViewingPreview';

function previewing(siteAccessLevel: string, isPreviewMode = true): SessionView {
  const s = adviserSession(true);
  return {
    ...s,
    clientInContext: { ...s.clientInContext!, siteAccessLevel, isPreviewMode },
    siteAccessLevel,
  } as SessionView;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/clients" element={<SignedInLayout section="clients" />}>
          <Route path="home/*" element={<h1>Home page</h1>} />
          <Route path="documents-and-messages/*" element={<h1>Messages page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {
    await flush(20);
  });
}

/** The viewing banner says when an adviser is previewing a client's portal, and at which level, on every page. */
describe('the viewing banner in preview mode', () => {
  beforeEach(() => {
    resetPrompts();
    toastStore.toasts.splice(0);
    fakeFetch({ 'GET /health': { body: { underMaintenance: false } } });
  });
  afterEach(cleanup);

  it.each([
    ['/clients/home/', 'Assets', 'Preview as Assets'],
    ['/clients/documents-and-messages/', 'Messages', 'Preview as Messages'],
    ['/clients/documents-and-messages/', 'NotAssigned', 'Preview as Messages'],
    ['/clients/home/', 'Portfolio', 'Preview as Portfolio'],
  ])('on %s previewing %s says %s next to the client it is viewing', async (path, level, text) => {
    installFixtures(siteConfig(), previewing(level));
    await renderAt(path);
    const viewing = screen.getByRole('link', { name: 'Viewing Amelia Hartley' });
    const preview = screen.getByText(text);
    // In the same banner as 'Viewing Amelia Hartley', after it, and not part of the link's name.
    expect(viewing.parentElement!.contains(preview)).toBe(true);
    expect(viewing.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(viewing.contains(preview)).toBe(false);
  });

  it("says nothing of a preview when the adviser views the client's own portal", async () => {
    installFixtures(siteConfig(), previewing('Portfolio', false));
    await renderAt('/clients/home/');
    screen.getByRole('link', { name: 'Viewing Amelia Hartley' });
    expect(screen.queryByText(/Preview/)).toBeNull();
  });

  it('names the level in the client list’s words', () => {
    expect(['Portfolio', 'Assets', 'Messages', 'NotAssigned'].map(previewText)).toEqual([
      'Preview as Portfolio',
      'Preview as Assets',
      'Preview as Messages',
      'Preview as Messages',
    ]);
  });
});
