import { proxy } from 'valtio';
import { TOAST_TIMEOUT_MS } from '../../../../domain/errors/error-toast';
import {
  canShowPrompt,
  firstUndismissed,
  NotificationType,
  SPEAK_TO_ADVISER_BUTTON,
} from '../../../../domain/session/notification-prompts';
import { journeyPromptsStore, resetJourneyPrompts } from '../../lib/journey-prompts.store';
import { dismissToast, pushToast, toastStore } from '../../lib/toast.store';
import { buildPromptQueue, onTargetPage, type PromptItem } from './notification-prompts';
import { shellApi } from './shell.api';
import { onClientStateReset } from '../../lib/client-state';

/** The notification prompts of spec 1 §4.5 for the signed-in client. */
export const promptStore = proxy<{
  userId: number | null;
  queue: PromptItem[];
  configLoaded: boolean;
  fetching: boolean;
  showing: { type: NotificationType; toastId: number } | null;
}>({ userId: null, queue: [], configLoaded: false, fetching: false, showing: null });

export const SPEAK_TO_ADVISER_DONE_TITLE = 'Thank you';

/** Reads the notification config once per signed-in client. */
export async function loadPrompts(userId: number, content?: Parameters<typeof buildPromptQueue>[1]): Promise<void> {
  if (promptStore.userId === userId && (promptStore.configLoaded || promptStore.fetching)) return;
  resetPrompts();
  promptStore.userId = userId;
  promptStore.fetching = true;
  try {
    const config = await shellApi.notificationConfig();
    if (promptStore.userId !== userId) return;
    promptStore.queue = config.promptsEnabled ? buildPromptQueue(config, content) : [];
    promptStore.configLoaded = true;
    journeyPromptsStore.config = config;
  } catch {
    // No prompts this time: the prompts are a nudge, not something the page needs.
  } finally {
    if (promptStore.userId === userId) promptStore.fetching = false;
  }
}

function markDismissed(type: NotificationType): void {
  const item = promptStore.queue.find((p) => p.type === type);
  if (item) item.dismissed = true;
  if (!journeyPromptsStore.dismissed.includes(type)) journeyPromptsStore.dismissed.push(type);
}

/** A journey answered elsewhere (the review page's submission or 'speak to adviser'): its prompt is dismissed and taken off the screen. */
export function dismissPrompt(type: NotificationType): void {
  markDismissed(type);
  if (!journeyPromptsStore.updated.includes(type)) journeyPromptsStore.updated.push(type);
  const showing = promptStore.showing;
  if (showing?.type === type) {
    promptStore.showing = null;
    dismissToast(showing.toastId);
  }
}

const isRobo = (type: NotificationType) =>
  type === NotificationType.roboAdvice || type === NotificationType.automatedPersonalAdvice;

/** spec 1 §4.5: closing a robo prompt sets it to declined; running its assessment dismisses it with robo status none. */
function answerRobo(action: 'close' | 'runAssessment'): Promise<unknown> {
  return shellApi.roboPrompt(action).catch(() => undefined);
}

/** The prompt's toast was closed (by its close button): it stays dismissed for this session. */
export function syncClosedPrompt(): void {
  const showing = promptStore.showing;
  if (showing && !toastStore.toasts.some((t) => t.id === showing.toastId)) {
    markDismissed(showing.type);
    promptStore.showing = null;
    if (isRobo(showing.type) && !journeyPromptsStore.updated.includes(showing.type)) void answerRobo('close');
  }
}

async function speakToAdviser(item: PromptItem): Promise<void> {
  try {
    const answer = await shellApi.speakToAdviser(item.type);
    const showing = promptStore.showing;
    markDismissed(item.type);
    journeyPromptsStore.updated.push(item.type);
    if (showing?.type === item.type) {
      promptStore.showing = null;
      dismissToast(showing.toastId);
    }
    pushToast({
      kind: 'success',
      title: SPEAK_TO_ADVISER_DONE_TITLE,
      message: answer.message,
      timeoutMs: TOAST_TIMEOUT_MS,
    });
  } catch {
    // The global error toast has said what went wrong; the prompt stays so the client can try again.
  }
}

/** Portal pages a prompt may send the client to (/core/review leads to the annual review page). */
export const PORTAL_TARGETS_BUILT: ReadonlySet<string> = new Set<string>(['/core/review']);

/** Leaves for a journey (a full page load: the journey may be another application). Tests replace it. */
export const promptNavigation = { go: (url: string) => window.location.assign(url) };

/** A prompt's start button: a robo journey is first marked dismissed with robo status none (spec 1 §4.5). */
async function start(item: PromptItem): Promise<void> {
  if (isRobo(item.type)) {
    const showing = promptStore.showing;
    markDismissed(item.type);
    journeyPromptsStore.updated.push(item.type);
    if (showing?.type === item.type) {
      promptStore.showing = null;
      dismissToast(showing.toastId);
    }
    await answerRobo('runAssessment');
  }
  promptNavigation.go(item.redirectUrl!);
}

function canStart(redirectUrl: string): boolean {
  const path = redirectUrl.replace(/\/+$/, '');
  return !path.startsWith('/core/') || PORTAL_TARGETS_BUILT.has(path);
}

/** spec 1 §4.5: shows the first undismissed prompt as an info toast with no timeout, when every condition holds. */
export function showNextPrompt(input: {
  pathname: string;
  clientLoaded: boolean;
  accountsLoaded: boolean;
  onMessagesPage: boolean;
  /** Where a portal journey really lives ('/core/review' redirects to the annual review page's path). */
  targetAliases?: Partial<Record<NotificationType, string>>;
}): void {
  syncClosedPrompt();
  const next = firstUndismissed(promptStore.queue);
  if (!next) return;
  const show = canShowPrompt({
    hasRedirectUrl: !!next.redirectUrl,
    clientLoaded: input.clientLoaded,
    configLoaded: promptStore.configLoaded,
    accountsLoaded: input.accountsLoaded,
    onMessagesPage: input.onMessagesPage,
    fetching: promptStore.fetching,
    promptShowing: promptStore.showing !== null,
    onTargetPage:
      onTargetPage(input.pathname, next.redirectUrl) ||
      onTargetPage(input.pathname, input.targetAliases?.[next.type] ?? null),
  });
  if (!show) return;
  const item = { ...next };
  const actions: { label: string; run: () => void }[] = [];
  if (canStart(item.redirectUrl!)) actions.push({ label: item.buttonText, run: () => void start(item) });
  if (item.canSpeakToAdviser) actions.push({ label: SPEAK_TO_ADVISER_BUTTON, run: () => void speakToAdviser(item) });
  const toastId = pushToast({ kind: 'info', title: item.header, message: item.message, timeoutMs: null, actions });
  promptStore.showing = { type: item.type, toastId };
}

/** Takes the showing prompt off the screen without dismissing it (the shell is going away). */
export function hidePrompt(): void {
  const showing = promptStore.showing;
  if (showing) dismissToast(showing.toastId);
  promptStore.showing = null;
}

export function resetPrompts(): void {
  hidePrompt();
  promptStore.userId = null;
  promptStore.queue = [];
  promptStore.configLoaded = false;
  promptStore.fetching = false;
  resetJourneyPrompts();
}
onClientStateReset(resetPrompts);
