import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import { NotificationType, promptsApply } from '../../../../domain/session/notification-prompts';
import { pageSegment, siteStore } from '../../lib/site.store';
import { toastStore } from '../../lib/toast.store';
import { hidePrompt, loadPrompts, promptStore, showNextPrompt } from './notification-prompts.store';
import { useShellModel } from './use-shell-model';

/** spec 1 §4.5: a client with no client in context gets the first undismissed prompt as an info toast. */
export function useNotificationPrompts(): void {
  const m = useShellModel();
  const { pathname } = useLocation();
  const prompts = useSnapshot(promptStore);
  const { toasts } = useSnapshot(toastStore);
  const { config } = useSnapshot(siteStore);
  const userId = m.view?.user.id ?? null;
  const applies = !!m.view && promptsApply({ isClient: m.isClient, hasClientInContext: m.hasClientInContext });
  const content = m.content.notificationPrompts as Parameters<typeof loadPrompts>[1];

  useEffect(() => {
    if (applies && userId !== null) void loadPrompts(userId, content);
  }, [applies, userId, content]);

  useEffect(() => {
    if (!applies) return;
    showNextPrompt({
      pathname,
      clientLoaded: !!m.view,
      // No accounts are loaded anywhere yet; the dashboard issue ties this to its accounts store.
      accountsLoaded: true,
      onMessagesPage: pathname.startsWith(m.messagesPath),
      targetAliases: {
        [NotificationType.review]: `/core/clients/${pageSegment(config as never, PortalPage.annualReview)}`,
      },
    });
  }, [
    applies,
    pathname,
    prompts.queue,
    prompts.configLoaded,
    prompts.fetching,
    prompts.showing,
    toasts,
    m.view,
    m.messagesPath,
    config,
  ]);

  // Leaving the signed-in pages takes the prompt off the screen (it is not dismissed).
  useEffect(() => hidePrompt, []);
}
