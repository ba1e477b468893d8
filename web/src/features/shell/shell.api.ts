import type { NotificationType } from '../../../../domain/session/notification-prompts';
import { api } from '../../lib/api-client';
import type { NotificationConfig, SessionView } from '../../lib/contract';

/** The portal API calls of the signed-in shell. */
export const shellApi = {
  /** spec 1 §4.4: anonymous; a failure is not the user's problem, so no toast. */
  health: () => api.get<{ underMaintenance: boolean }>('/health', { silent: true, anonymousOk: true }),
  /** spec 1 §4.3: keeps the session alive; a 401 means it has gone. */
  heartbeat: () => api.post<SessionView>('/session/heartbeat', {}, { silent: true }),
  /** Signs out on the server; the caller leaves whatever the answer. */
  logout: () => api.post<void>('/auth/logout', {}, { silent: true, anonymousOk: true, anyContext: true }),
  /** spec 1 §2.6: following 'Viewing {client}' clears the client in context. */
  clearClientInContext: () => api.delete<void>('/advisers/client-in-context', { anyContext: true }),
  /** spec 1 §4.5 */
  notificationConfig: () => api.get<NotificationConfig>('/notifications/config', { silent: true }),
  /** spec 1 §4.5: 'I'd rather speak to my adviser'. */
  speakToAdviser: (type: NotificationType) =>
    api.post<{ type: NotificationType; status: string; message: string }>('/notifications/speak-to-adviser', { type }),
  /** spec 1 §4.5: a robo prompt closed (declined) or its assessment started (status none). */
  roboPrompt: (action: 'close' | 'runAssessment') =>
    api.post<{ status: string }>('/notifications/robo', { action }, { silent: true }),
};
