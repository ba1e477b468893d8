import { proxy } from 'valtio';
import type { NotificationType } from '../../../domain/session/notification-prompts';
import type { NotificationConfig } from './contract';
import { onClientStateReset } from './client-state';

/**
 * What the shell's notification prompts know, for other pages to read (the home dashboard's
 * postponement panel, spec 2 §2): the notification config read once by the shell, which prompts the
 * client dismissed, and which journeys were updated ('speak to adviser') this session.
 */
export const journeyPromptsStore = proxy<{
  config: NotificationConfig | null;
  dismissed: NotificationType[];
  updated: NotificationType[];
}>({
  config: null,
  dismissed: [],
  updated: [],
});

export function resetJourneyPrompts(): void {
  journeyPromptsStore.config = null;
  journeyPromptsStore.dismissed = [];
  journeyPromptsStore.updated = [];
}
onClientStateReset(resetJourneyPrompts);
